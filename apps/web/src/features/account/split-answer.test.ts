import { describe, expect, it } from 'vitest';
import { splitAnswer } from './split-answer';

describe('splitAnswer', () => {
  it('takes the first paragraph as the answer and keeps the others, blank lines between', () => {
    expect(
      splitAnswer(
        'Pas encore : Mars bloque.\n\nSur le fond, Vénus en Bélier.\n\nConcrètement, partez de vos forces.',
      ),
    ).toEqual({
      lead: 'Pas encore : Mars bloque.',
      rest: 'Sur le fond, Vénus en Bélier.\n\nConcrètement, partez de vos forces.',
    });
  });

  it('keeps single line breaks inside a paragraph and reads Windows line breaks', () => {
    expect(splitAnswer('Oui.\r\nAvec prudence.\r\n\r\n  Ensuite.  ')).toEqual({
      lead: 'Oui.\nAvec prudence.',
      rest: 'Ensuite.',
    });
  });

  it('has no rest for a one-paragraph answer and nothing for an empty one', () => {
    expect(splitAnswer('Oui.')).toEqual({ lead: 'Oui.', rest: '' });
    expect(splitAnswer(' \n\n ')).toEqual({ lead: '', rest: '' });
  });
});
