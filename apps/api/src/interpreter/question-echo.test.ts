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

  it('puts the verbs after « je » in the « vous » form, wherever they are', () => {
    expect(indirectQuestion('Dois-je dire à Paul ce que je ressens ?', 'fr')).toBe(
      'si vous devez dire à Paul ce que vous ressentez',
    );
    expect(indirectQuestion('Est-ce que je me trompe sur lui ?', 'fr')).toBe('si vous vous trompez sur lui');
    expect(indirectQuestion('Est-ce que je ne sais pas ce que je veux ?', 'fr')).toBe(
      'si vous ne savez pas ce que vous voulez',
    );
    expect(indirectQuestion('Dois-je quitter celui que j’aime ?', 'fr')).toBe(
      'si vous devez quitter celui que vous aimez',
    );
    expect(indirectQuestion('Est-ce que je finis ce que j’attends ?', 'fr')).toBe(
      'si vous finissez ce que vous attendez',
    );
    expect(indirectQuestion('Ma sœur et moi allons-nous nous réconcilier ?', 'fr')).toBe(
      'si votre sœur et vous allez vous réconcilier',
    );
  });

  it('ends an English subject at a verb it does not list, by the object pronoun after it', () => {
    expect(indirectQuestion('Does my best friend resent me for moving away?', 'en')).toBe(
      'whether your best friend does resent you for moving away',
    );
    expect(indirectQuestion('Will my landlord renew it next year?', 'en')).toBe(
      'whether your landlord will renew it next year',
    );
  });

  it('keeps an English subject whole, up to its verb', () => {
    expect(indirectQuestion('Will my relationship with Tom survive the move to Leeds?', 'en')).toBe(
      'whether your relationship with Tom will survive the move to Leeds',
    );
    expect(indirectQuestion('Will my nursing exams go well?', 'en')).toBe(
      'whether your nursing exams will go well',
    );
    expect(indirectQuestion('Is my business in Lyon worth keeping?', 'en')).toBe(
      'whether your business in Lyon is worth keeping',
    );
    expect(indirectQuestion('Is my relationship with Sam and Alex over?', 'en')).toBe(
      'whether your relationship with Sam and Alex is over',
    );
    expect(indirectQuestion('Will my partner come back?', 'en')).toBe('whether your partner will come back');
    expect(indirectQuestion('Is my new boss going to support me?', 'en')).toBe(
      'whether your new boss is going to support you',
    );
    expect(indirectQuestion('Is my relationship with Tom getting better?', 'en')).toBe(
      'whether your relationship with Tom is getting better',
    );
    expect(indirectQuestion('Should my sister sell her flat?', 'en')).toBe(
      'whether your sister should sell her flat',
    );
  });
});
