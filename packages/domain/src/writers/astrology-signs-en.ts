import type { SignId } from '../astrology/zodiac';
import type { SignText } from './astrology-lexicon';

/** Sun, Moon and Ascendant in each sign, and the "style" of any planet placed there. */
export const SIGNS_EN: Record<SignId, SignText> = {
  aries: {
    sun: 'The Sun in Aries puts drive, the courage to begin and a taste for initiative at the centre of your life. You recognise yourself in direct action, and it is by daring the first step that you feel most fully yourself.',
    moon: 'The Moon in Aries reacts quickly and keenly: your feelings are frank and spontaneous, and you need room and movement to feel safe. Anger passes as fast as it comes.',
    ascendant:
      'An Aries Ascendant gives a frank, energetic manner: you meet the world head-on, with a sense of urgency and a liking for challenge.',
    style: 'boldly, spontaneously, wanting to act without waiting',
    styles: [
      'frankly and fast, going straight for the goal',
      'bravely, taking the lead',
      'briskly, with a taste for a challenge',
    ],
    qualities: ['daring', 'dash', 'frankness', 'courage', 'spontaneity', 'drive', 'verve', 'ardour'],
  },
  taurus: {
    sun: 'The Sun in Taurus seeks stability, tangible beauty and what lasts. You build patiently, you know how to savour, and your strength lies in a steadiness that little can divert.',
    moon: 'The Moon in Taurus, where it is exalted, finds calm in the concrete: comfort, nature, tender gestures and regular rhythms soothe you. Your attachments are loyal and lasting.',
    ascendant:
      'A Taurus Ascendant gives a calm, reassuring presence: you take your time, and people sense a quiet solidity in you.',
    style: 'patiently, concretely, with a taste for what endures',
    styles: [
      'calmly and steadily, taking time to do it right',
      'sensually, with a quiet solidity',
      'with stamina, betting on what lasts',
    ],
    qualities: [
      'patience',
      'steadiness',
      'calm',
      'stamina',
      'sensuality',
      'loyalty',
      'perseverance',
      'gentleness',
    ],
  },
  gemini: {
    sun: 'The Sun in Gemini feeds on curiosity, exchange and movement. You assert yourself through words, through the connections you make and through a quick mind that loves linking ideas together.',
    moon: 'The Moon in Gemini needs to talk, to understand and to vary: putting words to what you feel is how you regain your balance. Routine soon weighs on you.',
    ascendant:
      'A Gemini Ascendant gives a lively, sociable approach: you make contact through curiosity, humour and conversation.',
    style: 'curiously, lightly, with a need to exchange',
    styles: [
      'nimbly, hopping from one idea to the next',
      'quick-wittedly, through words and encounters',
      'with agility and an appetite for learning',
    ],
    qualities: ['curiosity', 'wit', 'flexibility', 'lightness', 'quickness', 'humour', 'agility', 'ease'],
  },
  cancer: {
    sun: 'The Sun in Cancer draws its identity from attachment, memory and belonging. You protect what you hold dear, and your strength is a sensitivity that knows how to welcome and reassure.',
    moon: 'The Moon in Cancer, in its own sign, makes your emotional life rich and protective: home, chosen family and memories are your refuges. You sense the moods of those around you finely.',
    ascendant:
      'A Cancer Ascendant gives a gentle, cautious approach: you observe before opening up, and people soon feel welcome beside you.',
    style: 'sensitively, with memory and a need to protect',
    styles: [
      'softly, watching over your own',
      'with reserve and deep loyalty to those you love',
      'tenderly, with an instinct to take care',
    ],
    qualities: [
      'sensitivity',
      'tenderness',
      'reserve',
      'gentleness',
      'loyalty',
      'delicacy',
      'intuition',
      'kindness',
    ],
  },
  leo: {
    sun: 'The Sun in Leo, in its own sign, asks to shine and to create. You need to express who you are generously; recognition matters, but even more the pleasure of giving your best.',
    moon: 'The Moon in Leo needs warmth and recognition: you feel good when you are seen, loved and free to express your heart with flair. Your loyalty to those who value you is great.',
    ascendant:
      'A Leo Ascendant gives presence: you enter the scene with warmth and assurance, and people notice you.',
    style: 'generously, proudly, wishing to shine',
    styles: [
      'warmly, with a feel for the stage',
      'with flair, giving the best of yourself',
      'nobly, with a heart that gives itself whole',
    ],
    qualities: [
      'generosity',
      'pride',
      'warmth',
      'flair',
      'assurance',
      'nobility',
      'enthusiasm',
      'brilliance',
    ],
  },
  virgo: {
    sun: 'The Sun in Virgo fulfils itself in accuracy, discernment and work well done. You like to understand how things work and to improve them; being useful is your way of loving.',
    moon: 'The Moon in Virgo is reassured by order and attention to detail: helping, organising and taking care of others calms you. You show affection through concrete gestures more than declarations.',
    ascendant:
      'A Virgo Ascendant gives a reserved, attentive manner: you approach life methodically, discreetly and with a keen eye.',
    style: 'precisely, modestly, anxious to do things well',
    styles: [
      'methodically, with an eye for detail',
      'with discernment, looking to be useful',
      'with care and quiet high standards',
    ],
    qualities: [
      'precision',
      'method',
      'discernment',
      'modesty',
      'care',
      'rigour',
      'thoroughness',
      'practical sense',
    ],
  },
  libra: {
    sun: 'The Sun in Libra seeks harmony, balance and encounter. You define yourself largely through relationships, with a keen sense of fairness and elegance.',
    moon: 'The Moon in Libra seeks peace in relationships: conflict weighs on you, while beauty and gentle bonds restore you. You need someone to share your life with.',
    ascendant:
      'A Libra Ascendant gives a pleasant, diplomatic manner: you naturally look for agreement and care for the quality of the relationship.',
    style: 'tactfully, elegantly, with a taste for balance',
    styles: [
      'diplomatically, looking for the middle ground',
      'courteously, with a sense of harmony',
      'with grace and a constant regard for the other',
    ],
    qualities: ['tact', 'elegance', 'diplomacy', 'courtesy', 'grace', 'measure', 'fairness', 'charm'],
  },
  scorpio: {
    sun: 'The Sun in Scorpio goes to the essential: intensity, depth, truth. You see through appearances, you do nothing by halves, and you have a rare ability to transform yourself after hardship.',
    moon: 'The Moon in Scorpio feels everything intensely: your emotions are deep, loyal, sometimes secret, and you open up only to those who have earned your trust.',
    ascendant:
      'A Scorpio Ascendant gives a magnetic, secretive presence: you sound out people and situations before revealing yourself.',
    style: 'intensely, deeply, with a keen sense of privacy',
    styles: [
      'passionately, getting to the bottom of things',
      'with an intensity that does nothing by halves',
      'shrewdly, with a will that never lets go',
    ],
    qualities: [
      'intensity',
      'depth',
      'passion',
      'tenacity',
      'flair',
      'discretion',
      'determination',
      'insight',
    ],
  },
  sagittarius: {
    sun: 'The Sun in Sagittarius seeks meaning, horizons and freedom. You move forward carried by an ideal or a trust in life, with a love of travel, outward or inward.',
    moon: 'The Moon in Sagittarius needs space and horizon: optimism, movement and meaningful plans keep your spirits up. You hate to feel hemmed in.',
    ascendant:
      'A Sagittarius Ascendant gives an open, enthusiastic manner: you approach life as an adventure, frankly and in good humour.',
    style: 'enthusiastically, frankly, needing wider horizons',
    styles: [
      'optimistically, with a love of wide spaces',
      'with faith, always aiming further',
      'with cheerful candour and an urge to explore',
    ],
    qualities: ['enthusiasm', 'candour', 'optimism', 'faith', 'generosity', 'openness', 'zest', 'confidence'],
  },
  capricorn: {
    sun: 'The Sun in Capricorn builds for the long term, with ambition and endurance. You assert yourself through what you achieve, and your maturity makes you someone others can rely on.',
    moon: 'The Moon in Capricorn keeps feelings under control: you feel safe when things are solid and you keep your commitments. Your tenderness is reserved but constant.',
    ascendant:
      'A Capricorn Ascendant gives a serious, composed manner: you advance with care and inspire trust through your reliability.',
    style: 'seriously, ambitiously, with endurance',
    styles: [
      'methodically, building to last',
      'soberly, with a patient ambition',
      'steadily, with a sense of responsibility',
    ],
    qualities: [
      'seriousness',
      'ambition',
      'stamina',
      'rigour',
      'patience',
      'restraint',
      'perseverance',
      'a sense of duty',
    ],
  },
  aquarius: {
    sun: 'The Sun in Aquarius affirms independence of mind, friendship and a gaze turned to the future. You value your individuality and feel alive when serving an idea larger than yourself.',
    moon: 'The Moon in Aquarius lives its feelings at some distance: friendship, freedom and belonging to a group that shares your ideas keep you balanced.',
    ascendant:
      'An Aquarius Ascendant gives an original, independent manner: you meet the world with fresh eyes and a certain freedom of tone.',
    style: 'originally, independently, looking to the future',
    styles: [
      'independently, thinking for yourself',
      'inventively, with a free mind',
      'with a fresh eye and a feel for the group',
    ],
    qualities: [
      'originality',
      'independence',
      'inventiveness',
      'freedom',
      'boldness',
      'clarity',
      'openness',
      'detachment',
    ],
  },
  pisces: {
    sun: 'The Sun in Pisces is steeped in intuition, imagination and compassion. You perceive what others miss; your strength is an open sensitivity that also needs boundaries to protect itself.',
    moon: 'The Moon in Pisces is an emotional sponge: empathetic and dreamy, you need moments of retreat, music or silence to find yourself again.',
    ascendant:
      'A Pisces Ascendant gives a gentle, elusive manner: you pick up atmospheres, and people feel you are receptive and kind.',
    style: 'intuitively, imaginatively, with compassion',
    styles: [
      'compassionately, trusting your intuition',
      'imaginatively, open to what others feel',
      'gently, with a sensitivity that knows no borders',
    ],
    qualities: [
      'intuition',
      'imagination',
      'compassion',
      'gentleness',
      'sensitivity',
      'empathy',
      'fancy',
      'openness',
    ],
  },
};
