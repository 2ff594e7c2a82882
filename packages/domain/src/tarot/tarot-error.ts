// One typed error for tarot inputs, so the API can map `code` to a 400 naming the field
// (`field`) instead of parsing a message.

export type TarotErrorCode =
  | 'INVALID_OPTION'
  | 'CARD_COUNT_OUT_OF_RANGE'
  | 'WRONG_PICK_COUNT'
  | 'POSITION_NOT_INTEGER'
  | 'POSITION_OUT_OF_RANGE'
  | 'DUPLICATE_POSITION'
  | 'INVALID_DECK'
  | 'UNKNOWN_CARD';

export type TarotErrorField = 'option' | 'numCards' | 'cartes' | 'deck' | 'cardId';

export class TarotError extends Error {
  override readonly name = 'TarotError';

  constructor(
    readonly code: TarotErrorCode,
    readonly field: TarotErrorField,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export function isTarotError(error: unknown): error is TarotError {
  return error instanceof TarotError;
}
