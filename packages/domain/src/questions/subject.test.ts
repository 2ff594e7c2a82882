import { describe, expect, it } from 'vitest';
import { cautionParagraph } from './caution';
import { QUESTION_REFUSALS, refusalMessage } from './refusal';
import { extractSubject, subjectPossessiveToSecondPerson } from './subject';

describe('extractSubject', () => {
  it('keeps two joined changes together, and stops at time words and inverted verbs', () => {
    expect(
      extractSubject('Dois-je quitter mon poste de comptable et ouvrir ma boutique cette année ?', 'fr'),
    ).toBe('quitter mon poste de comptable et ouvrir ma boutique');
    expect(extractSubject('Ma boulangerie va-t-elle marcher ?', 'fr')).toBe('Ma boulangerie');
    expect(extractSubject('Est-ce que mon couple survivra à la distance ?', 'fr')).toBe('mon couple');
    expect(extractSubject('Ma boutique marche-t-elle assez ?', 'fr')).toBe('Ma boutique');
    expect(extractSubject('Mon nouvel opéra tiendra-t-il l’affiche ?', 'fr')).toBe('Mon nouvel opéra');
    expect(extractSubject('Mon amie Sandra reviendra-t-elle ?', 'fr')).toBe('Mon amie Sandra');
    expect(extractSubject('Should I sell our flat before the summer?', 'en')).toBe('sell our flat');
    expect(extractSubject('Will my ex come back?', 'en')).toBe('my ex');
    expect(extractSubject('Will my daughter settle in at her new school?', 'en')).toBe('my daughter');
    expect(extractSubject('Will my boss approve my transfer?', 'en')).toBe('my boss');
  });

  it('ends the noun phrase before a date, a clause, a second article or a conjunction (issue 38)', () => {
    expect(extractSubject('J’ai perdu mon téléphone le 3 mars, vais-je le retrouver ?', 'fr')).toBe(
      'mon téléphone',
    );
    expect(extractSubject('Pour mon meilleur ami que sa femme le trompe, que faire ?', 'fr')).toBe(
      'mon meilleur ami',
    );
    expect(extractSubject('Je pense quitter mon travail mais mon fils entre en sixième ?', 'fr')).toBe(
      'quitter mon travail',
    );
    expect(extractSubject('Dois-je accepter le poste de chef d’équipe même si mon fils part ?', 'fr')).toBe(
      'accepter le poste de chef d’équipe',
    );
    expect(extractSubject('Vais-je réussir mon concours de professeur des écoles ?', 'fr')).toBe(
      'réussir mon concours de professeur des écoles',
    );
    expect(extractSubject('Vais-je être demandée en mariage avant mes 30 ans ?', 'fr')).toBeNull();
    expect(
      extractSubject('Should I take the night-shift supervisor job even though my son starts school?', 'en'),
    ).toBe('take the night-shift supervisor job');
    expect(extractSubject('Will my phone the one I lost turn up?', 'en')).toBe('my phone');
    expect(extractSubject('Will my boss give me a raise?', 'en')).toBe('my boss');
    expect(extractSubject('Should I lend my brother 5,000 euros?', 'en')).toBe('my brother');
  });

  it('ends an English noun phrase at a verb it does not list, by the object pronoun after it', () => {
    expect(extractSubject('Does my best friend resent me for moving away?', 'en')).toBe('my best friend');
    expect(extractSubject('Will my ex forgive me one day?', 'en')).toBe('my ex');
  });

  it('says nothing when nothing can be cut out safely', () => {
    expect(extractSubject('Va-t-il revenir ?', 'fr')).toBeNull();
    expect(extractSubject('Will I get married?', 'en')).toBeNull();
    expect(extractSubject('', 'fr')).toBeNull();
  });
});

describe('subjectPossessiveToSecondPerson', () => {
  it('speaks to the customer in French: mon, ma, notre → votre; mes, nos → vos; me, m’, je → vous', () => {
    expect(subjectPossessiveToSecondPerson('ma boulangerie', 'fr')).toBe('votre boulangerie');
    expect(subjectPossessiveToSecondPerson('Mon poste et mes clients', 'fr')).toBe(
      'Votre poste et vos clients',
    );
    expect(subjectPossessiveToSecondPerson('notre maison et nos enfants', 'fr')).toBe(
      'votre maison et vos enfants',
    );
    expect(subjectPossessiveToSecondPerson('m’installer à Lyon', 'fr')).toBe('vous installer à Lyon');
    expect(subjectPossessiveToSecondPerson('me marier avec lui', 'fr')).toBe('vous marier avec lui');
    expect(subjectPossessiveToSecondPerson('son retour', 'fr')).toBe('son retour');
    // Words that only start like a possessive are left alone.
    expect(subjectPossessiveToSecondPerson('monter ma marque', 'fr')).toBe('monter votre marque');
  });

  it('speaks to the customer in English: my, our → your; me → you; I → you', () => {
    expect(subjectPossessiveToSecondPerson('my bakery', 'en')).toBe('your bakery');
    expect(subjectPossessiveToSecondPerson('quit my job and start our shop', 'en')).toBe(
      'quit your job and start your shop',
    );
    expect(subjectPossessiveToSecondPerson('My ex and me', 'en')).toBe('Your ex and you');
    expect(subjectPossessiveToSecondPerson('the job I want for myself', 'en')).toBe(
      'the job you want for yourself',
    );
    expect(subjectPossessiveToSecondPerson('mymy', 'en')).toBe('mymy');
  });
});

describe('cautionParagraph', () => {
  it('legal: no legal advice, a lawyer, the person’s own choices, the subject named to the customer', () => {
    const fr = cautionParagraph('legal', 'fr', 'mon procès');
    expect(fr).toContain('« votre procès »');
    expect(fr).toMatch(/aucun conseil juridique/);
    expect(fr).toMatch(/avocat/);
    expect(fr).toMatch(/choix qui vous appartiennent/);
    const en = cautionParagraph('legal', 'en', 'my lawsuit');
    expect(en).toContain('“your lawsuit”');
    expect(en).toMatch(/no legal advice/);
    expect(en).toMatch(/lawyer/);
  });

  it('financial: no financial advice, nobody predicts markets, matches or lotteries, an adviser', () => {
    const fr = cautionParagraph('financial', 'fr', null);
    expect(fr).toMatch(/aucun conseil financier/);
    expect(fr).toMatch(
      /Personne ne peut prévoir les marchés, l’issue d’un match ni les tirages d’une loterie/,
    );
    expect(fr).toMatch(/conseiller financier/);
    expect(fr).toMatch(/Joueurs Info Service vous écoute/);
    expect(fr).not.toContain('«');
    const en = cautionParagraph('financial', 'en', 'my savings');
    expect(en).toMatch(/No one can predict markets, the outcome of a match or lottery draws/);
    expect(en).toContain('“your savings”');
  });

  it('health: no word on whether or when the body heals, a doctor named, the person’s own steps', () => {
    const fr = cautionParagraph('health', 'fr', 'mon opération de l’épaule');
    expect(fr).toContain('« votre opération de l’épaule »');
    expect(fr).toMatch(/ne dit pas si ni quand le corps guérira/);
    expect(fr).toMatch(/médecin/);
    const en = cautionParagraph('health', 'en', null);
    expect(en).toMatch(/cannot say whether or when the body will heal/);
    expect(en).toMatch(/doctor/);
  });

  it('another person: no reading tells what someone will decide or feels; the asker’s side', () => {
    const fr = cautionParagraph('other_person', 'fr', null);
    expect(fr).toMatch(/aucune lecture ne peut dire ce qu’une autre personne décidera/);
    expect(fr).toMatch(/votre côté/);
    const en = cautionParagraph('other_person', 'en', null);
    expect(en).toMatch(/no reading can tell what someone else will decide/);
    expect(en).toMatch(/your side/);
  });

  it('coercive love: no reading acts on another person’s feelings; it speaks of the customer’s side', () => {
    const fr = cautionParagraph('coercive_love', 'fr', 'mon ex');
    expect(fr).toMatch(/aucun rituel ne peut faire naître, revenir ou changer l’amour/);
    expect(fr).toMatch(/votre côté/);
    const en = cautionParagraph('coercive_love', 'en', null);
    expect(en).toMatch(/no ritual can make someone love you/);
    expect(en).toMatch(/your side/);
  });
});

describe('refusalMessage', () => {
  it('names the right help in both languages', () => {
    expect(refusalMessage('self_harm', 'fr')).toContain(
      '3114 (numéro national de prévention du suicide, 24 h/24, gratuit)',
    );
    expect(refusalMessage('self_harm', 'fr')).toMatch(/15 ou le 112/);
    expect(refusalMessage('self_harm', 'en')).toMatch(/3114/);
    expect(refusalMessage('self_harm', 'en')).toMatch(/112 or your local emergency number/);
    expect(refusalMessage('medical', 'fr')).toMatch(/un médecin ou, en urgence, appelez le 15 ou le 112/);
    expect(refusalMessage('medical', 'en')).toMatch(/see a doctor/);
    expect(refusalMessage('death', 'fr')).toMatch(/3114/);
    for (const texts of Object.values(QUESTION_REFUSALS)) {
      expect(texts.fr).toMatch(/rien ne vous a été facturé/);
      expect(texts.en).toMatch(/nothing has been charged/);
    }
  });
});
