// One typed error for bad inputs, so the API can map `code` to a 400 naming the field
// instead of guessing from a message.

export type NumerologyInputErrorCode =
  | 'INVALID_BIRTH_DATE'
  | 'INVALID_CURRENT_DATE'
  | 'BIRTH_DATE_AFTER_CURRENT_DATE'
  | 'NAME_WITHOUT_LETTERS'
  | 'NAME_WITHOUT_VOWELS'
  | 'NAME_WITHOUT_CONSONANTS'
  | 'NAME_TOO_LONG';

export type NumerologyInputField = 'fullName' | 'birthDate' | 'currentDate';

export class NumerologyInputError extends Error {
  override readonly name = 'NumerologyInputError';

  constructor(
    readonly code: NumerologyInputErrorCode,
    readonly field: NumerologyInputField,
    message: string,
  ) {
    super(message);
  }
}
