import type { Domain, ReadingOption } from '@arcanes/domain/catalogue/offers';
import type { Catalogues } from '@arcanes/contracts/locales/catalogues';

// The domains namespace's keys that are built from data (a field's label, a domain's option), as
// literal unions read from the French catalogue: a form or an option without its text fails the typecheck.
type Texts = Catalogues['domains'];
export type FieldLabel = keyof Texts['fields'];
export type FieldHint = keyof Texts['hints'];
export type ValueKey = keyof Texts['values'];
export type LegendKey = keyof Texts['legends'];
export type SubmitKey = keyof Texts['submit'];

type Described = Texts['options'];
/** `tarot.1` … `numerologie.4`: the domain–option pairs that have a description (and an introduction). */
export type OptionPair = {
  [D in Domain]: `${D}.${Extract<keyof Described[D], string>}`;
}[Domain];

/** The key part shared by `options.<domain>.<option>` and `intro.<domain>.<option>`. */
export function optionPair(domain: Domain, option: ReadingOption): OptionPair {
  // Tarot has no compatibility option: the one pair the two types allow that the site never offers.
  if (domain === 'tarot' && option === 4) throw new Error('tarot has no option 4');
  return `${domain}.${option}` as OptionPair;
}
