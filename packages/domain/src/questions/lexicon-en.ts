// English concept lexicon, in foldQuestion's form (lower case, apostrophes dropped: "don t"). How an
// entry matches: lexicon.ts. What the concepts are for: decision 0271.
import type { Lexicon } from './lexicon';

export const EN_LEXICON: Lexicon = {
  body: `
    shoulder, knee, my back, lower back, his back, her back, back surgery, back injury, hip, hips=,
    ankle, wrist, elbow, neck, spine, ligament, acl=, meniscus, tendon, leg, arm=, arms=, hand, foot=,
    feet=, lung, kidney, liver, stomach, eye, tooth, teeth=, brain, prostate, breast, womb, ovary,
    ovaries=, thyroid, finger, toe, calf, thigh, achilles, head=, jaw, rib, pelvis, heart valve
  `,
  med_act: `
    surgery, surgeries=, surgical, operation, operated, op=, transplant, rehab, rehabilitation, physio,
    physiotherapy, physical therapy, hospital stay, hospitali*, in hospital, in the hospital, out of
    hospital, out of the hospital, prosthe*, cast=, anaesthe*, anesthe*, my recovery, convalescence,
    arthroscopy, dialysis, bypass, implant, stitches, procedure on, hip replacement, knee replacement
  `,
  condition: `
    fracture, broken, broke my, sprain, tendinitis, tendonitis, injury, injuries=, injured, torn, tear=,
    hernia, accident, concussion, burnout, burn out, burned out, burnt out, long covid, covid, flu=,
    migraine, sciatica, back pain, neck pain, knee pain, pain=, pains=, hurts=, arthritis, allergy,
    allergies=, infection, eczema, asthma, anxiety, panic attack, tinnitus, insomnia, blood pressure,
    cholesterol, bronchitis, pneumonia, disability, paralys*, whiplash, slipped disc, herniated disc,
    disc=, her fall, his fall, my fall, a bad fall, fever, headache, disease, illness, illnesses=,
    sick=, ill=
  `,
  serious: `
    cancer, tumour, tumor, leukaemia, leukemia, lymphoma, metastas*, chemo*, radiotherapy, radiation
    therapy, sclerosis, alzheimer*, parkinson*, stroke, heart attack, hepatitis, hiv=, aids=, epilepsy,
    endometriosis, diabetes, depression, ms=, anorexia, bulimia, bipolar, schizophreni*, cystic
    fibrosis, coma=, als=, crohn*, dementia, kidney failure, heart failure
  `,
  recovery: `
    recover, recovery, heal, healed=, healing=, cure, cured=, get better, getting better, got better,
    walk again, run again, swim again, play again, dance again, drive again, back to, go back to, get
    back to, return to, remission, bounce back, get over, pull through, regain, be able to, ever be the
    same, heal properly, be fit, resume, disappear, go away, clear up, be okay, be ok, be fine, be
    alright, after effects
  `,
  outcome: `
    go well, goes well, going to go well, go ok, go okay, be successful, succeed, work=, works=, turn
    out, complication, result
  `,
  diagnosis: `
    symptom, diagnos*, what is wrong with me, what is wrong with my, whats wrong with my, what s wrong
    with my, whats wrong with me, what s wrong with me, is it serious, is this serious, something
    serious, benign, malignant, test results, blood test, blood tests=, biopsy, mri=, scan=, scans=,
    mammogram, ultrasound, screening, lump, mole, do i have, have i got, am i sick, am i ill
  `,
  medication: `
    medication, medicine, medicines=, meds=, pill, treatment, antidepressant, dosage, dose, vaccine,
    vaccinat*, prescription, antibiotic, insulin, painkiller, steroid, homeopath*, hormone therapy,
    supplement
  `,
  doctor: `
    doctor, gp=, specialist, cardiologist, oncologist, gynaecologist, gynecologist, psychiatrist,
    dentist, surgeon, dermatologist, neurologist, physician, a and e, emergency room
  `,
  pregnancy: `
    pregnant, pregnancy, pregnancies=, miscarriage, miscarry, ivf=, fertility, fertile, infertil*,
    conceive, ovulation, ovulating, give birth, giving birth, labour, labor=, abortion, premature,
    contraception, pregnancy test, baby be healthy, baby healthy, baby be born healthy
  `,
  unborn: `
    baby, babies, fetus, foetus, embryo, unborn, newborn, little one i m carrying, the one i m carrying,
    child i m carrying, be born
  `,
  health_state: `
    healthy, health=, normal=, malformation*, disabled, disability, sick
  `,
  wellbeing: `
    energy, sleep, slept=, form=, morale, tired, tiredness, fatigue, stress, weight, lose weight,
    motivation, vitality, fitness, well being, wellbeing, balance, mood, spark, zest, enthusiasm, calm,
    spirits=
  `,
  emotional: `
    breakup, break up, heartbreak, heartache, grief, loss, divorce, ex=, betrayal
  `,
  legal_actor: `
    judge, judges=, lawyer, attorney, solicitor, barrister, in court, to court, at court, the court,
    court case, court date, court hearing, court order, court ruling, family court, court of appeal,
    jury, prosecutor, magistrate, police=, tribunal
  `,
  legal_act: `
    lawsuit, sue, sued=, suing=, trial, custody, hearing, alimony, child support, conviction, convicted,
    jail, prison, charges, press charges, appeal, litigation, eviction, evicted, verdict, settlement,
    restraining order, criminal record, prosecut*, legal case, legal battle, legal action, legal
    proceedings, legal dispute, legal trouble, divorce proceedings, divorce case, visitation, acquit*,
    sentence, pay a fine, parking fine, speeding fine, damages, compensation claim, bankruptcy,
    tribunal, disciplinary hearing, probation, driving ban, licence back, license back
  `,
  stake: `
    bet, bets=, betting, wager, stake, staked=, gambl*, invest, investment, investor, stock market,
    stock exchange, stocks=, shares=, pension fund, shares in, share price, my shares, crypto*, bitcoin,
    btc=, ethereum, day trading, trading, forex, nft, index fund, mutual fund, etf, 401k, hedge fund,
    lottery, lotto, powerball, mega millions, euromillions, jackpot, scratch card, scratch cards,
    scratch ticket, casino, poker, roulette, slot machine, winning numbers, horse racing, bookie, odds
    on, speculat*, lend money, lend him money, lend her money, lend them money, loan him, loan her, put
    my savings, put our savings, put my money, my savings into, all my savings
  `,
  amount: `
    all my savings, my life savings, our savings
  `,
  game: `
    match, game, race, horse, team, football, soccer, rugby, tennis, fight, final, cup=, league, super
    bowl, grand national, derby, championship, tournament
  `,
  figurative: `
    bet on myself, betting on myself, bet on me, invest in myself, investing in myself, invest in me,
    invest in my relationship, invest in us, invest time, invest more time, invest energy, invest my
    energy, invest in my studies, invest in my career, invest emotionally, you bet, i bet that, i bet
    you, best bet, safe bet, good bet, bet on a career, invest more in, after having my, after giving
    birth, physiotherapy exam, physio practice, physiotherapy degree, physio school, study
    physiotherapy, physio exam, sick leave, sick of, sick and tired, sick day, sick days, sick note, ill
    at ease, become a doctor, becoming a doctor, be a doctor, medical school, med school, study
    medicine, studying medicine, become a lawyer, becoming a lawyer, be a lawyer, law school, bar exam,
    court of flowers, my court, tennis court, basketball court, food court, court her, court him, court
    me, death card, the death card, job at the hospital, work at the hospital, working at the hospital,
    job in a hospital, nurse at the hospital, position at the hospital, hospital job, treatment of my
    application, treatment of my request, silent treatment, trial period, trial run, free trial, trial
    version, job trial, pain in the neck, gut feeling, heart to heart, back up, back out, draw back,
    fine line, fine art, art fair, game changer, hearing from, hear from, final exam, finals=, cup of,
    driving test, test drive, fight for, fight for us, scan my
  `,
  person: `
    ex=, boyfriend, girlfriend, husband, wife, partner, fiance, fiancee, lover, crush, boss, manager,
    recruiter, employer, colleague, coworker, friend, best friend, mother, father, mom, mum, dad,
    brother, sister, son=, daughter, parents=, mother in law, father in law, neighbour, neighbor,
    landlord, landlady, man=, woman=, guy=, girl=, cousin, uncle, aunt, grandmother, grandfather,
    grandma, grandpa, child, children=, kid, teacher, client, business partner, soulmate, twin flame,
    date=, the one i love, loved one, loved ones=, someone close, someone dear, relative=, relatives=,
    godfather, godmother, godson, goddaughter, nephew, niece, grandson, granddaughter, granny, grannie,
    nana=, nan=, stepmother, stepfather, stepson, stepdaughter, grandparent, granddad, grandad, gramps=
  `,
  feeling: `
    love me, loves me, loved me, feel about me, feels about me, feelings for me, feel the same, think of
    me, thinks of me, think about me, thinks about me, miss me, misses me, care about me, cares about
    me, care for me, attracted to me, in love with me, into me, interested in me,
    jealous, like me, likes me, want me, wants me, forget me, forgotten me, hate me, hates me, mad at
    me, angry with me, angry at me, faithful, sincere, serious about me, feel for me, resent me, resents
    me, resented me, hold it against me, holds it against me, blame me, blames me
  `,
  decision: `
    come back, comes back, coming back, return to me, leave me, leave his, leave her, leave his wife,
    leave her husband, choose me, pick me, call me, call me back, text me, text me back, contact me,
    reach out, write to me, forgive me, commit, marry me, cheat on me, cheating on me, ask me out,
    answer me, reply, say yes, accept my, propose, proposes=, proposing=, hire me, fire me, give me a
    raise, give me a promotion, promote me, divorce his, divorce her, get divorced, leave his
    girlfriend, leave her boyfriend, move in with me, want a baby with me, want kids with me, change for
    me, apologise, apologize, make up with me, reconcile, speak to me again, talk to me again, trust me,
    accept me, give me a chance, give me another chance, give me a second chance, pay me back, respect
    me, stay with me, settle down with me, get back with me, get back together, back together, come back
    to me, back to me, return, returns=, ask me to marry, change=, ever change, decide, invite me, get
    in touch, in touch with me, back in touch with me, break up with me, a baby with me, give me the
    promotion, give me the job, give me the position, offer me the job, offer me the position, offer me
    a contract, grant me, accept my application
  `,
  proposal: `
    get proposed to, be proposed to, marriage proposal, propose to me, proposes to me, pop the question,
    ask me to marry him, ask me to marry her
  `,
  support: `
    support, help, helping, be there for, take care of, care for him, care for her, look after, visit,
    comfort
  `,
  bond: `
    friendship, relationship, relation=, relations=, bond, our marriage, my marriage, things between us,
    between us, between me and, between my, with my family, our family
  `,
  repair: `
    friends again, be friends again, reconcile, reconciled=, reconciliation, make up with, made up with,
    patch things up, patch it up, work things out, speak again, talk again, on speaking terms
  `,
  mend: `
    mend, mended=, repair, repaired=, be fixed, be saved, be like before, as before
  `,
  conduct: `
    talk about me, talks about me, talking about me, say about me, says about me, saying about me, said
    about me,
    betray me, betraying me, betrayed me, lie to me, lying to me, lied to me, hide something, hiding
    something, hide things, hiding things, hide from me, hiding from me, keep something from me, keeping
    something from me, keeping secrets, manipulate me, manipulating me, behind my back, two timing
  `,
  cease: `
    end it, end it all, end everything, stop everything, disappear, fall asleep, go to sleep, never wake,
    not wake up, not be here, stop existing, be gone, give up on everything, give up on life, leave this
    world
  `,
  forever: `
    forever, for ever, for good, once and for all, never wake up, never to wake, not wake up, and never
    wake
  `,
  going_on: `
    living=, live=, go on living, going on living, keep living, keep going, carry on, go on=, going on=,
    get up in the morning, getting up in the morning, get out of bed, getting out of bed, stay alive,
    being alive, exist=, wake up, waking up, wake up in the morning
  `,
  worth: `
    worth it, worth=, point=, any point, whats the point, what s the point, reason to, reasons to,
    reason for me to
  `,
  despair: `
    can t go on, cant go on, cannot go on, can t take it, cant take it, cannot take it, can t do this
    anymore, cant do this anymore, had enough of everything, tired of everything, tired of living, fed
    up with everything, at the end of my rope, at the end of my tether, nothing left, too much to bear,
    everything is dark
  `,
  outlive: `
    still be with us, still be here, still be around, be with us at, be with us for, be with us next,
    make it to christmas, make it through the winter, make it through the night, make it through the
    year, get through the winter, get through the night, see christmas, see another christmas, see the
    spring, see next spring, see the summer, last the winter, last until, last till, live to see
  `,
  reach: `
    live, reach, turn, make it, see, celebrate, hit=, get to, last, become
  `,
  years_left: `
    years left, years to live, years ahead of him, years ahead of her, years ahead of them, years
    remaining, long to live, long left to live, live much longer, live long, live longer, live for long,
    live many more years, live a few more years
  `,
  how_long: `
    how long=, how much longer, how much time, how many more years, how many more months, how many
    months, how many weeks, how many more weeks, how many days
  `,
  still_there: `
    still be here, still be around, still be with us, still here, still around, still with us, still be
    alive, still alive
  `,
  there_for: `
    be there for, be there at, be there when, be here for, be here at, be around for, be around at
  `,
  leave_us: `
    leave us, leaving us, slip away, pass=, go soon, going soon, be gone, gone by
  `,
  better_without: `
    better off without me, better without me, happier without me
  `,
  go_first: `
    go first, goes first, pass first, leave us first, be the first to go, be first to go
  `,
  animal: `
    dog, doggy, puppy, cat=, cats=, kitten, kitty, horse, pony, rabbit, bunny, parrot, pet=, pets=
  `,
  rival: `
    her ex, his ex, their ex, an ex, ex wife, ex husband, ex girlfriend, ex boyfriend, ex partner, former
    wife, former husband, first wife, first husband, someone else, somebody else, another woman, another
    man, another girl, another guy, other woman, other man, other girl, other guy, new girlfriend, new
    boyfriend, new partner, new wife, new husband, mistress, affair=, that woman, that girl, that man,
    that guy, this woman, this girl, this man, this guy
  `,
  feel_for: `
    think about, thinks about, thinking about, think of, thinks of, thinking of, in love with, feelings
    for, feel for, feels for, miss=, misses=, missing=, love=, loves=, loving=, care about, cares about,
    attracted to, seeing, sees=, dating, dream about, dreams about, dreaming about, interested in, prefer,
    prefers=, want=, wants=, wanting=, fantasize about, fantasise about, long for, longs for, hung up on,
    over=
  `,
  regret: `
    regret, regrets=, regretting, regretted, have regrets, has regrets, sorry for
  `,
  contact: `
    text=, texts=, texting, texted, message=, messages=, messaging, messaged, call=, calls=, calling,
    called, talk to, talks to, talking to, speak to, speaks to, speaking to, meeting,
    sleep with, sleeps with, sleeping with, slept with, write to, writes to, writing to, contact=,
    contacts=, contacting, chat with, chats with, chatting with, flirt with, flirts with, flirting with,
    hook up with, hooking up with, hang out with, hanging out with, go out with, going out with
  `,
};
