import { describe, expect, it } from 'vitest';
import { indirectQuestion } from './question-echo';

describe('the question said back in the customer’s words', () => {
  it('conjugates the verb after « est-ce que je »', () => {
    expect(indirectQuestion('Est-ce que je devrais partir vivre au Canada ?', 'fr')).toBe(
      'si vous devriez partir vivre au Canada',
    );
    expect(indirectQuestion('Est-ce que je vais trouver un emploi ?', 'fr')).toBe(
      'si vous allez trouver un emploi',
    );
    expect(indirectQuestion('Est-ce que mon projet va réussir ?', 'fr')).toBe('si votre projet va réussir');
  });
});
