/** The demo blog: nine plain-text posts a clear-aligner clinic would actually publish. */
import { BRAND } from '../../../shared/constants';
import type { Artwork } from './blog-art';

export interface DemoPost {
  title: string;
  category: string;
  addedBy: string;
  /** How long ago it was published, so the list has a believable spread of dates. */
  daysAgo: number;
  art: Artwork;
  paragraphs: string[];
}

const DR_MEERA = 'Dr. Meera Kulkarni';
const DR_ARJUN = 'Dr. Arjun Nair';
const CARE_TEAM = `${BRAND} Care Team`;

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'How Clear Aligners Move Teeth: The Science in Plain Words',
    category: 'Treatment Basics',
    addedBy: DR_MEERA,
    daysAgo: 3,
    art: { motif: 'arch', scheme: 'dark', mirror: false },
    paragraphs: [
      'Teeth are not fixed in bone like posts in concrete. Each one sits in a socket, held by a thin, living ligament that responds to gentle, steady pressure. Press lightly in one direction for long enough and the bone on one side slowly remodels while new bone forms on the other. That is the whole principle behind orthodontics, whether it uses wires or clear trays.',
      'A clear aligner is a thin, precisely shaped tray made from your digital scan. Each tray in your series is very slightly different from the one before, usually by a fraction of a millimetre for the teeth that are moving. When you snap a new tray in, it feels snug because it is asking your teeth to move into its shape. Over the following days that tightness fades as the teeth settle into place.',
      'Small tooth-coloured bumps called attachments are sometimes bonded to a few teeth. They give the tray something to hold on to, which helps with rotations and movements that a smooth tooth surface alone cannot guide well.',
      'Because movement depends on steady pressure, consistency matters far more than force. Wearing your aligners about 22 hours a day and switching on schedule gives the ligament and bone the predictable signal they need. Skipping hours does not just pause progress; it lets teeth drift back towards where they started.',
      'Your dashboard turns all of this into something simple: which aligner you are on, when the next switch is due and how far along you are. If a tray stops fitting well or something feels wrong, raise it from the dashboard so that the clinic can take a look before small problems become delays.',
    ],
  },
  {
    title: 'The 22-Hour Rule: Making Aligner Wear a Habit',
    category: 'Daily Care',
    addedBy: CARE_TEAM,
    daysAgo: 11,
    art: { motif: 'clock', scheme: 'light', mirror: false },
    paragraphs: [
      'Most treatment plans ask you to wear your aligners for about 22 hours a day. That leaves two hours for meals, drinks other than water, brushing and cleaning the trays. It sounds strict, but once it becomes a routine most people stop thinking about it within a couple of weeks.',
      'Anchor removal to meals. Take the trays out when you sit down to eat, put them straight into their case, and put them back in as soon as you have brushed or at least rinsed. The case is your best friend: trays wrapped in a napkin are the ones that end up in the bin.',
      'Watch the slow leaks. Long coffee breaks, grazing through the afternoon and a leisurely dinner can quietly add up to four or five hours out. If you enjoy tea or coffee, try to have it with a meal rather than spread across the day.',
      'Sleep counts. The seven or eight hours you spend asleep are the easiest hours of wear you will get, so never skip wearing them at night, even on a day when you have been out of them longer than planned.',
      'If you do fall behind, do not try to make up for it by switching early or late on your own. Keep wearing the current tray as instructed and mention it to the clinic if it keeps happening; they may adjust the timing of your plan.',
    ],
  },
  {
    title: 'Cleaning Your Aligners Without Damaging Them',
    category: 'Daily Care',
    addedBy: CARE_TEAM,
    daysAgo: 19,
    art: { motif: 'cleaning', scheme: 'dark', mirror: true },
    paragraphs: [
      'Aligners sit against your teeth for most of the day, so whatever is on your teeth ends up trapped against them. A clean tray keeps your breath fresh, keeps the plastic clear and protects your enamel.',
      'Every time you take them out, rinse them under cool or lukewarm water. Hot water can warp the plastic and change the fit, so avoid it completely, including the dishwasher.',
      'Once or twice a day, brush the trays gently with a soft toothbrush kept only for this purpose and a little mild, clear, unscented soap. Coloured or abrasive toothpaste can scratch the surface and leave it cloudy. Rinse well afterwards.',
      'Always brush and floss your own teeth before putting the trays back in. Food left on your teeth is held against the enamel for hours, which is exactly the kind of contact that leads to decay.',
      'Keep the trays in their case whenever they are out of your mouth, and wash the case itself every few days. If a tray becomes discoloured, cracked or starts to smell even after cleaning, let the clinic know.',
    ],
  },
  {
    title: 'Eating and Drinking with Aligners: A Practical Guide',
    category: 'Lifestyle',
    addedBy: DR_ARJUN,
    daysAgo: 27,
    art: { motif: 'meal', scheme: 'light', mirror: true },
    paragraphs: [
      'One of the nicest things about clear aligners is that there is no list of forbidden foods. Because you take the trays out to eat, you can enjoy the same meals as always, from crunchy snacks to sticky sweets.',
      'Plain water is the only drink to have with your trays in. Tea, coffee, juices and soft drinks seep under the plastic and sit against your teeth, which can stain the trays and raise the risk of cavities. Hot drinks can also soften the plastic.',
      'After eating, brush if you can. When you are out and cannot brush, rinse your mouth thoroughly with water before putting the trays back. A travel toothbrush in your bag makes this much easier.',
      'Chewing gum with aligners in is a bad idea: it sticks to the plastic. If you like gum, take the trays out first and keep the chewing time short so that it does not eat into your daily wear.',
      'Your first few days with a new tray can make your teeth feel tender. Softer foods such as dal, khichdi, idli, curd and soups are kind to your mouth during those days.',
    ],
  },
  {
    title: 'Tap, Track, Smile: How the NFC Chip in Your Case Works',
    category: 'Technology',
    addedBy: CARE_TEAM,
    daysAgo: 36,
    art: { motif: 'nfc', scheme: 'dark', mirror: false },
    paragraphs: [
      `Every ${BRAND} aligner case carries a small NFC tag, the same kind of contactless chip used in payment cards. It needs no battery and stores just one thing: the address of your personal dashboard.`,
      'Hold the back of a phone with NFC switched on near the case and the phone offers to open that address. Tap it and you land on your dashboard, which shows your current aligner, the total number in your plan, the date of your next switch and how far along your treatment is.',
      'The tag holds no personal or medical information, only a link. Your details stay behind your login, so anyone who finds the case learns nothing about you.',
      'You can also add the dashboard to your home screen. It works like an app, opens in one tap and keeps your latest progress available even when you are offline.',
      'Reminders help too. Allow notifications on the dashboard and we will remind you on the day it is time to switch to your next aligner.',
    ],
  },
  {
    title: 'What to Expect in Your First Week of Aligners',
    category: 'Getting Started',
    addedBy: DR_MEERA,
    daysAgo: 45,
    art: { motif: 'calendar', scheme: 'light', mirror: false },
    paragraphs: [
      'The first week is when most questions come up, and almost everything you feel is normal. Knowing what to expect makes it much easier to settle in.',
      'Pressure and mild soreness are common for the first two or three days with a new tray. It is a sign that the aligner is doing its job. Soft foods help, and most people find it fades by the end of the week.',
      'Your speech may sound slightly different for a day or two, especially on sounds like s and sh. Reading aloud or simply talking more helps your tongue adapt quickly.',
      'Practise putting the trays in and taking them out. Start at the back teeth and work forwards, using your fingertips rather than your nails. Never bite the trays into place.',
      'If an edge rubs your cheek or tongue, or if pain is sharp rather than a dull ache, do not wait it out. Raise an issue from your dashboard and the clinic will advise you. If the problem stops you wearing the trays, you can pause your progress there until it is sorted.',
    ],
  },
  {
    title: 'Aligners vs Traditional Braces: An Honest Comparison',
    category: 'Treatment Basics',
    addedBy: DR_ARJUN,
    daysAgo: 58,
    art: { motif: 'compare', scheme: 'dark', mirror: true },
    paragraphs: [
      'Braces and clear aligners both straighten teeth with gentle, steady force. The right choice depends on your teeth, your habits and what matters to you day to day.',
      'Appearance is the difference most people notice first. Aligners are close to invisible in everyday conversation, while metal brackets and wires are visible every time you smile.',
      'Comfort and food come next. Aligners have no wires to poke or brackets to break, and you take them out to eat, so nothing is off the menu. Braces come with a list of foods to avoid and the occasional emergency visit for a loose bracket.',
      'Aligners need discipline. Braces work around the clock whether you cooperate or not, while aligners only work when you wear them. If you are likely to leave them in a drawer, braces may suit you better.',
      'Some complex cases still call for fixed braces or a combination of approaches. A scan and a consultation are the honest way to find out; your orthodontist will tell you if aligners are not the best tool for your case.',
    ],
  },
  {
    title: 'Retainers After Treatment: Keeping Your New Smile',
    category: 'Aftercare',
    addedBy: DR_MEERA,
    daysAgo: 72,
    art: { motif: 'retainer', scheme: 'light', mirror: true },
    paragraphs: [
      'Finishing your last aligner is a great moment, but it is not quite the end. Teeth have a natural tendency to drift back towards their old positions, especially in the first months after they have moved.',
      'A retainer holds them where they are while the bone and gums around them finish settling. Without one, a good part of the improvement can be lost over the following years.',
      'At first you will usually wear your retainer much of the day, then only at night. Your orthodontist will tell you the schedule that fits your case; for most people some night-time wear continues for the long term.',
      'Look after retainers the same way as aligners: cool water only, gentle brushing, and always the case when they are out of your mouth.',
      'If your retainer starts to feel tight after a few nights without it, your teeth have already begun to move. Wear it again consistently and contact the clinic if it no longer fits.',
    ],
  },
  {
    title: 'Travelling with Aligners: A Simple Checklist',
    category: 'Lifestyle',
    addedBy: CARE_TEAM,
    daysAgo: 90,
    art: { motif: 'travel', scheme: 'dark', mirror: false },
    paragraphs: [
      'A trip does not have to put your treatment on hold. A little planning keeps your schedule on track wherever you are.',
      'Pack your current aligners and your next set, plus the previous set as a back-up in case one is lost or damaged. Keep them in your hand luggage, not in a checked bag.',
      'Bring the case, a travel toothbrush, a small tube of toothpaste and floss. Long journeys are full of snacks and drinks, and you will want to brush before the trays go back in.',
      'If your switch date falls during the trip, switch on schedule as usual. Your dashboard shows the date, and reminders work on the road too.',
      'If an aligner is lost or broken while you are away, go back to the previous one and raise an issue from your dashboard so that the clinic can advise you on what to do next.',
    ],
  },
];
