export const requiredMajor: number;
export function assertSupportedNode(where: string): string;
