// French concept lexicon, in foldQuestion's form (no accents, apostrophes and hyphens as spaces). How an
// entry matches: lexicon.ts. What the concepts are for: decision 0271.
import type { Lexicon } from './lexicon';

export const FR_LEXICON: Lexicon = {
  body: `
    epaule, genou=, genoux=, dos=, hanche, cheville, poignet, coude, nuque, colonne, vertebre, ligament,
    menisque, tendon, jambe, bras=, main=, mains=, pied=, pieds=, cou=, poumon, rein, reins=, foie=,
    estomac, ventre, oeil=, yeux=, dent, cerveau, prostate, sein, seins=, uterus, ovaire, thyroide,
    doigt, orteil, mollet, cuisse, achille, tete=, crane, machoire, cote=, cotes=, bassin
  `,
  med_act: `
    operation, operer, opere=, operee=, operes=, chirurg*, intervention chirurgicale, greffe,
    reeducation, kine=, kinesitherap*, hospitalis*, prothese, platre, anesthes*, arthroscopie,
    infiltration, dialyse, sortir de l hopital, sortie de l hopital, sortira de l hopital, a l hopital,
    aux urgences, pontage, implant, suture, convalescence, ma guerison
  `,
  condition: `
    fracture, entorse, tendinite, blessure, blesse, lesion, hernie, dechirure, luxation, accident,
    commotion, burn out, burnout, surmenage, covid, grippe, migraine, sciatique, lumbago, lombalgie,
    douleur, mal au, mal aux, mal a la, mal de dos, mal de tete, maux de tete, maux de dos, arthrose,
    rhumatisme, allergie, angine, infection, otite, eczema, asthme, anxiete, crise d angoisse, crises d
    angoisse, acouphene, insomnie, hypertension, cholesterol, sa chute, une chute, ma chute, fievre,
    bronchite, pneumonie, handicap, paralys*, maladie, malade
  `,
  serious: `
    cancer, tumeur, leucemie, lymphome, metastase, chimio*, radiotherap*, sclerose, alzheimer,
    parkinson, avc=, infarctus, crise cardiaque, hepatite, vih=, sida=, epilepsie, endometriose,
    diabete, depression, anorexie, boulimie, bipolaire, schizophren*, mucoviscidose, insuffisance,
    coma=, charcot, crohn
  `,
  recovery: `
    gueri, guerison, me remettre de, se remettre de, me remettre d, se remettre d, remis de, remise de,
    recuper*, retabli, retablissement, remarcher, recourir, cicatris*, reprendre, reprendr*, repris=,
    reprise, aller mieux, ira mieux, irai mieux, va mieux, vais mieux, remission, s en sortir, m en
    sortir, retrouver l usage, retrouver la mobilite, rejouer, refaire du sport, passera=, passer=,
    disparaitr*, sequelle, rester boiteux, redevenir, pouvoir courir, pouvoir nager, pouvoir marcher,
    pouvoir danser, pouvoir conduire
  `,
  outcome: `
    bien se pass*, se pass* bien, pass* bien, se passe t elle bien, se passera t elle bien, reussi,
    reussie, marchera, marcher=, fonctionner*, resultat, complication
  `,
  diagnosis: `
    symptome, sympome, diagnostic, diagnostique, qu est ce que j ai, qu est ce qui ne va pas avec mon,
    est ce grave, est ce que c est grave, c est grave, est ce serieux, benin, benigne, maligne,
    resultats d analyse, analyses de sang, prise de sang, biopsie, irm=, scanner=, mammographie,
    echographie, depistage, test de, grain de beaute, grosseur, boule au, boule dans, ai je un, ai je
    une, ai je le, ai je la, ai je des, suis je malade
  `,
  medication: `
    medicament, medicamant, traitement, pilule, antidepresseur, anxiolytique, somnifere, posologie,
    dose, vaccin, vaccination, vacciner, ordonnance, antibiotique, insuline, cachet, homeopathie,
    cortisone, levothyrox, remede, therapie hormonale
  `,
  doctor: `
    medecin, docteur, specialiste, cardiologue, oncologue, gynecologue, gyneco, psychiatre, dentiste,
    chirurgien, generaliste, dermatologue, rhumatologue, neurologue, urgentiste
  `,
  pregnancy: `
    enceinte, enseinte, grossesse, grosesse, fausse couche, fausses couches, fiv=, pma=, fertilite,
    fecond*, infertil*, sterilite, sterile, ovulation, accouchement, accoucher, ivg=, avortement,
    avorter, premature, contraception, test de grossesse, concevoir, bebe en bonne sante, bebe est il en
    bonne sante, bebe sera t il en bonne sante
  `,
  unborn: `
    bebe, bebes, foetus, embryon, nouveau ne, enfant que je porte, bebe que je porte, a naitre
  `,
  health_state: `
    sante=, bonne sante, sain=, saine=, normal=, normale=, malformation*, handicap*, malade
  `,
  wellbeing: `
    energie, sommeil, dormir, dors=, forme=, moral=, fatigue, stress, poids=, maigrir, motivation,
    vitalite, sport=, bien etre, equilibre, serenite, enthousiasme
  `,
  emotional: `
    rupture, chagrin, peine=, separation, deuil, trahison, coeur brise, ex=, divorce
  `,
  legal_actor: `
    juge=, juges=, avocat, avocate, tribunal, tribunaux, prud hommes, prudhommes, prud homme, huissier,
    procureur, cour d appel, cour d assises, cour de cassation, cassation, jaf=, jury=, police=,
    gendarmerie, commissariat, mediateur familial
  `,
  legal_act: `
    proces=, plainte, porter plainte, procedure, jugement, audience du, date d audience, garde des
    enfants, garde de mes, garde de mon, garde de ma, garde de nos, garde alternee, garde exclusive,
    garde des petits, la garde, pension alimentaire, prestation compensatoire, condamn*, prison, casier
    judiciaire, faire appel, litige, expulsion, expulse, poursuites=, poursuivi en justice, poursuivre
    en justice, mise en examen, garde a vue, contentieux, assignation, mise en demeure, en justice,
    droit de visite, droits de visite, inculp*, acquitt*, relaxe, verdict, amende, dommages et interets,
    indemnisation, redressement judiciaire, liquidation judiciaire, recuperer mon permis, suspension de
    permis, points de permis, divorce pour faute, divorce conflictuel, divorce a l amiable, retrait de
    permis, sursis
  `,
  stake: `
    parie, parier, pari=, paris sportif*, paris en ligne, mes paris, mon pari, ce pari, miser, mise sur,
    misee, investi, investissement, investisseur, placement, placer mon argent, placer mes economies,
    placer mon epargne, bourse=, bourses=, actions en bourse, acheter des actions, mes actions, vendre
    mes actions, crypto*, bitcoin, ethereum, trading, trader, forex, nft, loto=, lotto, loterie,
    euromillion*, keno, grattage, jeux d argent, jeu d argent, casino, poker, roulette, machine a sous,
    machines a sous, pmu=, tierce, quinte, jackpot, numeros gagnants, numero gagnant, specul*,
    bookmaker, cote du match, assurance vie, scpi, etf=, cac 40, preter de l argent, pret d argent,
    rentabilite
  `,
  amount: `
    toutes mes economies, nos economies, mes economies
  `,
  game: `
    match, matchs=, course de chevaux, courses hippiques, cheval, chevaux, equipe, psg=, om=, ligue,
    coupe du monde, foot=, football, rugby, tennis, combat, grand prix, finale, championnat
  `,
  figurative: `
    bon pari, pari risque, pari fou, parier sur moi, parie sur moi, miser sur moi, miser sur mon, miser
    sur ma, miser sur mes, m investir, investir dans ma relation, investir dans mon couple, investir du
    temps, investir de l energie, investir en moi, investir dans moi, bourse d etude*, bourse au merite,
    bourse erasmus, bourse crous, bourse du crous, bourse d excellence, bourse de recherche, bourse de
    these, arret maladie, arrets maladie, conge maladie, assurance maladie, devenir medecin, devenir
    avocat*, etudes de medecine, examen de medecine, concours de medecine, fac de medecine, concours d
    avocat, etudes de droit, traitement de ma demande, traitement de mon dossier, traitement de texte,
    traitement de mon salaire, proces verbal, procedure de recrutement, procedure d embauche, procedure
    d adoption, operation immobiliere, operation commerciale, carte de la mort, poste a l hopital,
    travail a l hopital, travailler a l hopital, emploi a l hopital, infirmiere a l hopital, mourir de
    rire, blessures du passe, blessure amoureuse, blessure affective, malade d amour, match amoureux,
    faire le match, la mise en place, ma mise en, police d assurance, avocat du diable, juge de ligne,
    pari de reconversion, pari de changer, pari de partir, pari de quitter, au casino de, ecole de kine,
    cabinet de kine, apres l accouchement, apres mon accouchement, stage a l hopital, stage de kine,
    examen de kine, etudes de kine, mal a l aise, dans mon dos, dans le dos
  `,
  person: `
    ex=, copain, copine, petit ami, petite amie, petit copain, petite copine, mari=, maris=, femme=,
    epoux, epouse, conjoint, conjointe, compagnon, compagne, fiance, fiancee, amant, amante, maitresse,
    crush=, patron, patronne, chef=, manager, recruteur, recruteuse, employeur, collegue, ami=, amie=,
    amis=, pere=, mere=, papa=, maman=, frere, soeur, fils=, fille=, parents=, belle mere, beau pere,
    voisin, voisine, proprietaire, bailleur, homme=, partenaire, cousin, cousine, oncle, tante, grand
    mere, grand pere, enfant, amoureux=, amoureuse=, prof=, professeur, directeur, directrice, client,
    associe, associee, beau frere, belle soeur, celui que j aime, celle que j aime, un proche, une proche, vos proches, tes proches, mes proches, d un
    proche, etre cher, etre chere, etres chers, personne chere, personne aimee, parrain, marraine, filleul,
    filleule, neveu, niece=, petit fils, petite fille, beau fils, belle fille, mamie, mamy, papy, papi,
    grand parent, grands parents
  `,
  feeling: `
    pense de moi, penser de moi,
    m aime, m aimer, m aimera, m aimait, m a aime, m a aimee, des sentiments
    pour moi, sentiments pour moi, sentiments envers moi, pense a moi, pense t il a moi, pense t elle a
    moi, pensera a moi, pense encore a moi, pense souvent a moi, lui manque, lui manquer, tient a moi,
    tient encore a moi, attire par moi, attiree par moi, amoureux de moi, amoureuse de moi, interesse
    par moi, interessee par moi, ressent pour moi, jaloux, jalouse, m apprecie, me desire, m oublie, m
    a oublie, m en veut, m en veut t il, m en veut t elle, me deteste, me trouve, sincere, fidele, sent
    pour moi
  `,
  decision: `
    revenir, revien*, reviend*, revenu=, revenue=, me quitter, quitter sa, quitter son, quittera sa,
    quittera son, me quittera, me choisir, me choisira, me rappeler, me rappellera, me recontacter, me
    recontactera, me contacter, me reecrire, m ecrire, m ecrira, me pardonner, me pardonnera,
    pardonnera, s engager, s engagera, m epouser, m epousera, me tromper, me trompe, me trompera, m
    inviter, m invitera, me repondre, me repondra, me dire oui, dire oui, accepter ma, acceptera ma, me
    proposer, me faire sa demande, faire sa demande, se declarer, se declarera, faire le premier pas,
    fera le premier pas, m embaucher, m embauchera, me licencier, me licenciera, me virer, me virera, me
    donner une augmentation, m augmenter, m augmentera, me promouvoir, divorcer, divorcera, se separer,
    se separera, s installer avec moi, emmenager avec moi, vouloir un enfant avec moi, changer pour moi,
    se reconcilier, me reparler, me reparlera, donner des nouvelles, me faire confiance, m accepter, me
    demander, me laisser une chance, me donner une chance, me donner une seconde chance, me rembourser,
    me rendre, me respecter, rester avec moi, reprendre contact avec moi, un enfant avec moi, me
    choisir, me relancer, me rappelle, me contactera, changer=, changera=, m accorder, m accordera, me donner le
    poste, me donnera le poste, me proposer le poste, me proposera le poste, retenir ma candidature,
    retiendra ma candidature
  `,
  proposal: `
    demandee en mariage, demande en mariage, demander en mariage, ma demande de mariage
  `,
  support: `
    soutenir, aider, accompagner, etre la pour, etre presente, etre present, m occuper de, prendre soin,
    rendre visite, comment le soutenir, comment la soutenir
  `,
  bond: `
    amitie, relation=, relations=, lien=, liens=, notre couple, notre mariage, entre nous, entre moi et,
    entre ma, entre mon, avec ma famille, notre famille
  `,
  repair: `
    redevenir amis, redevenir amies, redeviendrons amis, redeviendrons amies, redevenir proches, reconcili*,
    renouer, renouerons, recoller les morceaux, se reparler, nous reparler, retrouver notre complicite
  `,
  mend: `
    reparer, repar*, comme avant, etre sauve, etre sauvee
  `,
  conduct: `
    parle de moi, parler de moi, dit de moi, dire de moi, raconte sur moi, dit du mal de moi,
    me trahir, me trahit, me trahira, me trahissent, me mentir, me ment=, me mentira, me mentent, me
    cacher, me cache=, me cachera, me manipuler, me manipule=, me double, me doubler, dans mon dos,
    derriere mon dos
  `,
  cease: `
    en finir, tout arreter, tout stopper, tout lacher, tout abandonner, disparaitre, m endormir, m
    eteindre, ne plus me reveiller, ne jamais me reveiller, ne plus etre la, ne plus exister, partir pour
    toujours, quitter ce monde
  `,
  forever: `
    pour toujours, definitivement, pour de bon, a jamais, une bonne fois pour toutes, sans me reveiller,
    jamais me reveiller, plus me reveiller
  `,
  going_on: `
    vivre=, continuer a vivre, continuer comme ca, me lever le matin, me lever=, me leve le matin, me leve=, tenir le coup, rester en
    vie, exister=
  `,
  worth: `
    vaut la peine, vaut le coup, valoir la peine, a quoi bon, a quoi ca sert, quel sens, une raison de,
    des raisons de, raison de, sert a quelque chose, sert a rien
  `,
  despair: `
    n en peux plus, je n en peux plus, plus la force, a bout, au bout du rouleau, plus le courage, j
    abandonne, marre de tout, ras le bol de tout, epuise de tout, epuisee de tout, plus gout a rien, plus
    envie de rien, trop dur, trop lourd a porter, tout est noir
  `,
  outlive: `
    passer l hiver, passer l ete, passer l annee, passer noel, passer la nuit, passer le cap, plus parmi
    nous, plus de ce monde, plus la pour noel, plus la a noel, encore
    parmi nous, toujours parmi nous, encore de ce monde, encore la pour noel, encore la a noel, toujours
    la pour noel, voir noel, voir le printemps, voir l ete, verra noel, verra le printemps, verra l ete, verra l hiver, tenir jusqu a noel,
    tenir jusqu au printemps, tenir jusqu a l ete, feter noel avec nous
  `,
  reach: `
    viv, deven*, deviendr*, atteind*, feter, souffler, depasser, passer=, arriver, voir, verr*, tenir, tiendr*, aller
    jusqu a, ira=
  `,
  years_left: `
    annees reste, ans reste, annees restent, ans restent, annees lui reste, annees lui restent, ans lui
    reste, ans lui restent, annees devant lui, annees devant elle, ans devant lui, ans devant elle, annees
    a vivre, ans a vivre, reste t il a vivre, lui reste t il a vivre, encore longtemps a vivre, viv encore
    longtemps, viv longtemps, viv encore des annees, viv encore quelques annees
  `,
  how_long: `
    combien de temps, combien d annees, combien de mois, combien de semaines, combien de jours
  `,
  still_there: `
    encore la=, toujours la=, encore parmi nous, toujours parmi nous, encore en vie, toujours en vie
  `,
  there_for: `
    sera la pour, sera la a, sera la quand, seront la pour, seront la a, etre la pour, etre la a, etre
    present pour, etre presente pour, sera present pour, sera presente pour
  `,
  leave_us: `
    partir=, partira=, partiront=, partirait=, nous quitter, nous quittera, nous quitteront, s en aller, s
    en ira, s eteindre, s eteindra, s en va=
  `,
  better_without: `
    mieux sans moi, plus heureux sans moi, plus heureuse sans moi, plus heureuses sans moi, plus
    tranquilles sans moi
  `,
  go_first: `
    partir le premier, partir la premiere, partir en premier, s en aller le premier, s en aller la
    premiere
  `,
  animal: `
    chien, chienne, chiot, chat=, chats=, chatte, chaton, cheval, jument, poney, lapin, perroquet,
    animal=, animaux=, toutou, minou
  `,
  rival: `
    son ex=, sa ex=, ses ex=, une ex=, un ex=, son ex femme, son ex mari, son ex copine, son ex copain, son
    ancienne, son ancien amour, son ancien copain, son ancien compagnon, son ancien mari, son ancien amant, sa premiere femme, son premier mari, quelqu un d autre, une autre femme, un autre
    homme, une autre fille, un autre garcon, un autre mec, une autre=, un autre=, l autre femme, l autre
    homme, sa nouvelle copine, son nouveau copain, sa nouvelle compagne, son nouveau compagnon, sa
    nouvelle femme, son nouveau mari, sa maitresse, son amant, sa copine, son copain, cette femme, cette
    fille, cet homme, ce type, ce mec
  `,
  feel_for: `
    pense a, pense t il a, pense t elle a, penser a, pensera a, pensent a, amoureux de, amoureuse de, des
    sentiments pour, sentiments pour, aime=, aimer=, aimera=, aime t il, aime t elle, voit=, voir=,
    frequente=, frequenter=, prefere=, preferer=, lui manque, manque t il, manque t elle, attire par,
    attiree par, reve de, revent de, tient a, tient t il a, tient t elle a, interesse par, interessee par,
    desire=, oublie=, oublier=, passe a autre chose
  `,
  regret: `
    regrette, regretter, regrettera, regrettait, regrettent, a des regrets, des remords
  `,
  contact: `
    messages a, message a, textos a, sms a, mails a,
    ecrit a, ecrire a, ecrit encore a, envoie des messages a, envoyer des messages a, envoie des textos a,
    texto*, parle a, parler a, parle avec, parler avec, appelle=, appeler=, appelle t il, appelle t elle,
    revoit=, revoir=, couche avec, coucher avec, flirte avec, flirter avec, drague=, draguer=, contacte=,
    contacter=, sort avec, sortir avec, discute avec, discuter avec
  `,
};
