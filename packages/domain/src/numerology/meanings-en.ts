// Curated English meanings of 1–9 (master numbers: master-meanings.ts): written for English readers, not translated word for word.

import type { NumberMeaning } from './meanings';
import type { Digit } from './reduction';

export const MEANINGS_EN: Record<Digit, NumberMeaning> = {
  1: {
    keywords: ['initiative', 'independence', 'will', 'new beginnings'],
    general:
      'One is the number of beginnings: the drive that opens the way, the will that decides, the courage to stand on your own. It prefers acting to waiting and inventing to following. Its pitfall is the loneliness of wanting to do everything alone; its strength, an energy that carries others along.',
    lifePath:
      'A life path 1 teaches you to assert yourself: to take the initiative, own your choices and make a road of your own. Maturity comes when that strong will also learns to listen and to surround itself well.',
    expression:
      'Written into your name, the 1 gives a pioneer’s talent: starting things, leading, deciding while others hesitate.',
    soulUrge:
      'Deep down you want to be free in your choices and to leave a mark that is truly yours; depending on others weighs on you more than you admit.',
    personality:
      'People first see someone determined and direct who knows where they are going, sometimes more confident on the outside than within.',
    birthday:
      'The day you were born gives you a taste for beginnings and the strength to stand up for your ideas.',
    maturity:
      'As the years pass, life asks you to lead your own projects and to trust your own judgement more.',
    personalYear:
      'A personal year 1 opens a new nine-year cycle. It is a time for sowing: launching a project, changing course, finally making the decision you kept putting off. What begins now sets the tone for the years ahead, so choose carefully what you set in motion, then go for it.',
    personalMonth: 'A month for beginnings: take the initiative, even on a small scale.',
    love: 'In love, the 1 asks for frankness: say what you want and make the first move, while leaving your partner room to be themselves.',
    work: 'At work it favours applications, launches and taking on responsibility: this is the time to step forward.',
    lucky: 'The 1 brings luck to first steps: signing, launching, going first.',
  },
  2: {
    keywords: ['cooperation', 'sensitivity', 'diplomacy', 'patience'],
    general:
      'Two is the number of connection: listening, gentleness, the art of reconciling opposite views. It works patiently and behind the scenes rather than in the spotlight. Its sensitivity is a gift when it becomes tact, a weakness when it turns into needing others’ approval.',
    lifePath:
      'A life path 2 is fulfilled in partnership and in groups: bringing people together, smoothing things over, supporting. The lesson is to find your place without fading into the background, and to make your gentleness a recognised strength.',
    expression:
      'Your name carries the mediator’s talent: you calm things down, bring people together and see patient work through to the end.',
    soulUrge:
      'Your heart longs for harmony, a deep relationship and an atmosphere of trust; conflict costs you more than it costs others.',
    personality: 'People see you as gentle, attentive and discreet, someone they readily confide in.',
    birthday: 'The day you were born makes you sensitive to atmospheres and skilful with people.',
    maturity:
      'With time, your success comes through alliances: the right partnerships will take you further than working alone.',
    personalYear:
      'A personal year 2 continues the sowing of year 1: what you started now needs time to grow. It is a year of patience, partnerships and detail, in which you get further with others than against them. Do not force the pace; nurture your relationships, listen, negotiate.',
    personalMonth: 'A month of active waiting: listen, cooperate, let things ripen.',
    love: 'In love, the 2 favours tenderness, reconciliation and honest conversations; a lovely vibration for strengthening a relationship.',
    work: 'At work, rely on collaboration and negotiation: a partnership or quiet support counts for more than a grand gesture.',
    lucky: 'The 2 brings luck to things done together: agreements, partnerships, reconciliations.',
  },
  3: {
    keywords: ['self-expression', 'creativity', 'communication', 'joy'],
    general:
      'Three is the number of expression: speech, creation, infectious enthusiasm. It loves to charm, share and invent, and gives a natural ease with words and forms. Its risk is scattering its energy; its success, creativity put to work on a project that is seen through.',
    lifePath:
      'A life path 3 invites you to express yourself: to write, speak, create and bring people together. Life rewards joy and sociability, as long as you learn the steadiness that turns talent into finished work.',
    expression:
      'Your name gives a talent for communication and imagination: you find the right words, you charm and you inspire.',
    soulUrge:
      'You deeply want to share, to make your voice heard and to create something beautiful; dullness and silence put out your light.',
    personality: 'People see you as lively, warm and witty, someone whose presence lights up a room.',
    birthday: 'The day you were born gives you a way with words and an optimism that spreads.',
    maturity:
      'As the years pass, your voice grows stronger: creative gifts you set aside ask for their place.',
    personalYear:
      'A personal year 3 is a year of openness and visibility. Meetings multiply, ideas flow and the urge to create comes back. It is the time to show yourself, to communicate and to reconnect with what brings you joy, while keeping a clear aim so you do not scatter your energy.',
    personalMonth: 'A month to express yourself: go out, speak up, create.',
    love: 'In love, the 3 brings lightness, charm and new encounters: words flow, and so do feelings.',
    work: 'At work it favours communication, presenting your ideas and every kind of creative job.',
    lucky: 'The 3 brings luck to exchanges: a message sent, an idea pitched, an invitation accepted.',
  },
  4: {
    keywords: ['building', 'method', 'stability', 'perseverance'],
    general:
      'Four is the number of building: method, steady effort, keeping your word. It lays stone upon stone for what must last and earns trust through its rigour. Its pitfall is rigidity; its strength, a solidity others can lean on.',
    lifePath:
      'A life path 4 is built through work and patience: laying foundations, keeping commitments, moving forward step by step. Life asks you for discipline and repays your steadiness with security.',
    expression:
      'Your name gives a talent for organisation: you plan, manage and finish what others leave half-built.',
    soulUrge:
      'Your heart longs for security: a stable home, clear landmarks, the certainty that people can count on you and you on them.',
    personality:
      'People see you as reliable, serious and practical, someone they gladly trust with responsibility.',
    birthday: 'The day you were born gives you an eye for detail and uncommon stamina.',
    maturity: 'As the years pass, your success takes concrete form: savings, a home, a body of solid work.',
    personalYear:
      'A personal year 4 is a year of work and consolidation. What was sown now needs organising: budget, health, home, long-term projects. Results come from steady effort rather than luck, and that is exactly what makes them last.',
    personalMonth: 'A month to get organised: tidy up, plan, move forward step by step.',
    love: 'In love, the 4 favours commitment and practical plans for two: moving in, building, making promises.',
    work: 'At work it rewards rigour: in-depth projects, training, putting your affairs in order.',
    lucky: 'The 4 brings luck to what is well prepared: contracts read twice, plans followed, steady effort.',
  },
  5: {
    keywords: ['freedom', 'change', 'movement', 'curiosity'],
    general:
      'Five is the number of movement: curiosity, adaptability, a love of experience and travel. It cannot bear boredom or cages, and learns by living rather than by reading. Its risk is excess and restlessness; its strength, a rare ability to bounce back.',
    lifePath:
      'A life path 5 is made of changes, encounters and discoveries. Life pushes you to explore and adapt; the lesson is to use your freedom constructively, without running away each time routine sets in.',
    expression:
      'Your name gives a talent for versatility: you learn fast, persuade easily and feel at home anywhere.',
    soulUrge:
      'Your heart needs air: the freedom to move, to change your mind, to taste everything life has to offer.',
    personality: 'People see you as lively, curious and attractive, always up for a new adventure.',
    birthday: 'The day you were born gives you great adaptability and a taste for the new.',
    maturity:
      'As the years pass, freedom becomes your driving force: travel, a change of career or a new way of living.',
    personalYear:
      'A personal year 5 is a year of change. A move, a journey, a new activity or simply a longing for renewal: movement arrives, sometimes without warning. Welcome opportunities with flexibility, but choose the ones that help you grow rather than the ones that scatter you.',
    personalMonth: 'A month of movement: welcome the unexpected, get a change of scene.',
    love: 'In love, the 5 awakens desire and playfulness; it favours unexpected encounters but has little patience for stifling relationships.',
    work: 'At work it opens doors: mobility, new assignments, new contacts. Stay available to seize the moment.',
    lucky: 'The 5 brings luck to the unplanned: a trip, a change of schedule, a chance meeting.',
  },
  6: {
    keywords: ['responsibility', 'harmony', 'home', 'devotion'],
    general:
      'Six is the number of harmony and responsibility: home, family, care for others and for beauty. It wants everyone to be well and knows how to look after them. Its pitfall is perfectionism or self-neglect; its strength, a love that builds and mends.',
    lifePath:
      'A life path 6 runs through emotional responsibilities: family, partner, community. Life asks you to give, protect and beautify, and teaches you that you help others best once you have learned to respect yourself.',
    expression:
      'Your name gives a talent for care and counsel: you create harmonious surroundings and bring out the best in others.',
    soulUrge:
      'Your heart longs for shared love and a peaceful home; you need to feel useful to the people who matter to you.',
    personality: 'People see you as reassuring, warm and trustworthy, the one they turn to in times of need.',
    birthday: 'The day you were born gives you a sense of responsibility and a sure eye for beauty.',
    maturity:
      'As the years pass, family and passing things on take centre stage: you become a pillar for those close to you.',
    personalYear:
      'A personal year 6 is a year of the heart and of responsibilities. Home, family and partner call for your attention: commitments are made, homes are set up, pending matters are settled. It is also a good year to make your surroundings more beautiful; just take care not to carry the whole load yourself.',
    personalMonth: 'A month turned towards your loved ones: family, home, commitments.',
    love: 'In love, the 6 is the vibration of commitment: a declaration, moving in, a wedding or a reconciliation.',
    work: 'At work it favours counselling, caring and design professions, and asks you to fully own the responsibilities you are given.',
    lucky: 'The 6 brings luck to matters of home and heart: a house, a promise, a kindness to someone close.',
  },
  7: {
    keywords: ['introspection', 'knowledge', 'analysis', 'spirituality'],
    general:
      'Seven is the number of the inner search: analysis, study, faith, the need to understand what lies beneath the surface. It needs silence and time to think. Its risk is isolation and distrust; its strength, remarkable depth of mind and intuition.',
    lifePath:
      'A life path 7 is a quest for meaning. Life invites you to study, to specialise, to nurture your inner life and to trust a wisdom that is not found in noise. The lesson is to open your heart without giving up your high standards.',
    expression:
      'Your name gives a talent for analysis and expertise: you get to the bottom of things and notice what others miss.',
    soulUrge: 'Your heart longs for truth and inner peace; you need chosen solitude to find yourself again.',
    personality:
      'People see you as reserved, thoughtful and a little mysterious, someone whose opinion is valued.',
    birthday: 'The day you were born gives you a penetrating mind and an intuition that is rarely wrong.',
    maturity:
      'As the years pass, you turn to what matters most: knowledge, spirituality, wisdom worth passing on.',
    personalYear:
      'A personal year 7 is a year of stepping back and going deeper. The outside world slows down to make room for reflection: study, taking stock, reading, a spiritual search. Do not force material results; answers come in calm, and what you understand this year will guide the years that follow.',
    personalMonth: 'A month for reflection: step back, study, listen to your intuition.',
    love: 'In love, the 7 asks for depth: less noise, more truth, a relationship with meaning rather than a fling.',
    work: 'At work it favours research, training and expertise; a time to sharpen your skills rather than to seek the spotlight.',
    lucky:
      'The 7 brings luck to reflection: a carefully weighed decision, a hunch followed, a quiet retreat.',
  },
  8: {
    keywords: ['ambition', 'achievement', 'authority', 'balance'],
    general:
      'Eight is the number of power and material achievement: ambition, business sense, natural authority. It knows how to manage, decide and turn energy into results. Its pitfall is excessive control or attachment to money; its strength, a sense of fairness that balances what it receives and what it gives.',
    lifePath:
      'A life path 8 leads towards responsibility and concrete success. Life puts you face to face with money, power and organisation, and teaches you to handle them fairly. Setbacks here are lessons in balance rather than failures.',
    expression: 'Your name gives a leader’s talent: you manage, negotiate and make things grow.',
    soulUrge:
      'Your heart longs for success and recognition; you want to build something great and stay in control of it.',
    personality: 'People see you as strong, capable and ambitious, someone who commands respect.',
    birthday: 'The day you were born gives you business sense and the ability to take charge.',
    maturity:
      'As the years pass, authority and material success come your way, provided you exercise them fairly.',
    personalYear:
      'A personal year 8 is a year of harvest and power. The efforts of past years can bear fruit: a promotion, recognition, a better income, but also money decisions to weigh. Act with ambition and integrity; the year tends to give back what you put into it.',
    personalMonth: 'A month to act with ambition: money, negotiations, decisions.',
    love: 'In love, the 8 brings the balance of power into play: a solid relationship in which both keep their strength, or some necessary clarifications.',
    work: 'At work it is a vibration of ambition: the time to ask for a raise, aim for a promotion or grow a business, taking nothing for granted.',
    lucky: 'The 8 brings luck to business: a negotiation, a signature, a carefully weighed decision.',
  },
  9: {
    keywords: ['fulfilment', 'altruism', 'compassion', 'open-mindedness'],
    general:
      'Nine is the number of completion: generosity, compassion, openness to the world and to ideals. It has been through everything and can put itself in others’ shoes. Its risk is emotional scattering or self-sacrifice; its strength, a warmth that inspires and consoles.',
    lifePath:
      'A life path 9 faces outwards, towards people and the world: serving a cause, teaching, healing, travelling. Life teaches you detachment: giving freely, accepting endings so that something new can begin.',
    expression:
      'Your name gives the humanitarian’s talent: you understand people and know how to reach a wide audience.',
    soulUrge:
      'Your heart longs for an ideal bigger than yourself: to make the world a little better and to feel connected to others.',
    personality: 'People see you as generous, open and kind, at ease in every walk of life.',
    birthday: 'The day you were born gives you a broad outlook and a generous heart.',
    maturity: 'As the years pass, your commitments widen: a cause, a legacy, a role in the service of many.',
    personalYear:
      'A personal year 9 closes a nine-year cycle. It is a time for taking stock and clearing out: finishing what needs finishing, letting go of what no longer suits you, forgiving. Avoid launching big projects; make room, because the year 1 that follows opens a fresh cycle.',
    personalMonth: 'A month for closure: finish, sort, forgive.',
    love: 'In love, the 9 brings generosity but also the end of cycles: a relationship changes, deepens or ends to make way for renewal.',
    work: 'At work it invites you to wrap things up, hand over and prepare what comes next rather than start everything again.',
    lucky:
      'The 9 brings luck to generous gestures and to endings handled well: a project completed, a gift, a pardon.',
  },
};
