import { useMemo } from 'react';
import { renderCardBack } from '@arcanes/domain/tarot/card-svg';
import { svgDataUrl, useDocumentTheme } from '#web/lib/document-theme.ts';

/** One data URL for every face-down card of the table, in the page's theme. */
export function useCardBack(): string {
  const theme = useDocumentTheme();
  return useMemo(() => svgDataUrl(renderCardBack({ theme })), [theme]);
}
