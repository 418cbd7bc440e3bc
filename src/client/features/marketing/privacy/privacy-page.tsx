import { useDocumentTitle } from '@mantine/hooks';
import { MARKETING_PAGES } from '../../../components/layout/marketing-pages';
import { BRAND, CLINIC_CONTACT, PRIVACY_NOTICE_VERSION } from '../../../../shared/constants';
import classes from './privacy.module.css';

/** Where a patient sends a request about their data, and a grievance. */
const PRIVACY_EMAIL = 'privacy@tapalign.example';

const EFFECTIVE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00Z`),
);

const COLLECTED: { what: string; why: string; kept: string }[] = [
  {
    what: 'Your name, mobile number, email address, date of birth and gender',
    why: 'To know who you are, sign you in, and contact you about your treatment',
    kept: 'While you are our patient, then 3 years after your treatment ends',
  },
  {
    what: 'Your treatment plan: start date, number of aligners, weeks per aligner, pauses, the link to your 3D plan',
    why: 'To plan your treatment and tell you when to change aligners',
    kept: 'As above',
  },
  {
    what: 'What you record in the app: aligner changes (the NFC tap), when you take your aligners out and put them back in, issues you raise',
    why: 'To follow how the treatment is going and act early when something is wrong',
    kept: 'As above',
  },
  {
    what: 'Photo check-ins: photos of your teeth and aligners, your notes, and the clinic’s replies',
    why: 'So your orthodontist can check your progress between visits',
    kept: 'As above. Location and camera details are removed from every photo when it arrives',
  },
  {
    what: 'Your devices: reminder subscriptions, passkeys (their names, never your fingerprint or face), signed-in sessions',
    why: 'To send the reminders you asked for and keep your account secure',
    kept: 'Sessions: until you sign out or 30 days after last use. The rest: until you remove them',
  },
  {
    what: 'A record of sign-ins and of changes to your record (who, what, when), and each time you agreed to this notice',
    why: 'Security, and to show that we handle your data as the law requires',
    kept: '3 years. After an erasure it keeps no name, number or email',
  },
];

/**
 * The privacy notice (India's Digital Personal Data Protection Act, 2023): what the clinic
 * collects, why, how long it keeps it, who sees it, and the patient's rights and how to use
 * them. Its version is PRIVACY_NOTICE_VERSION: a change in substance needs a new version, and
 * every patient is then asked to agree again.
 */
export function PrivacyPage() {
  useDocumentTitle(MARKETING_PAGES['/privacy']!.title);
  return (
    <article className={classes.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title" className={classes.title}>
        Privacy notice
      </h1>
      <p className={classes.meta}>
        Version {PRIVACY_NOTICE_VERSION}, in effect from {EFFECTIVE}.
      </p>
      <p>
        {BRAND} is an orthodontic clinic at {CLINIC_CONTACT.address}. We are the Data Fiduciary for
        the personal data you share with us: we decide why and how it is used, and we answer for it
        under India’s Digital Personal Data Protection Act, 2023 (the DPDP Act). This notice says,
        in plain words, what we collect, why, how long we keep it, who sees it, and what you can ask
        of us.
      </p>

      <h2>What we collect, why, and for how long</h2>
      <p>
        We collect only what your treatment needs. Your health data is never used for advertising
        and never sold.
      </p>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Why</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          {COLLECTED.map((row) => (
            <tr key={row.what}>
              <td>{row.what}</td>
              <td>{row.why}</td>
              <td>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Medical records are kept for 3 years after treatment, as the rules for doctors in India
        require. Short-lived data is deleted automatically: one-time sign-in codes after 10 minutes,
        WhatsApp messages once sent, sign-in limits when they run out.
      </p>
      <p>
        If you write to us through the contact form or join our newsletter, we keep your message or
        email address until you ask us to delete it, and use it only to answer you or send the
        newsletter.
      </p>

      <h2>Your consent</h2>
      <p>
        We use your data on the basis of your consent, which you give in the app by choosing “I
        agree” after reading this notice, and for the treatment you have asked us to provide. You
        may withdraw your consent at any time, as easily as you gave it, by asking us to erase your
        data (see below). Withdrawing does not affect what was done before, but we can no longer
        follow your treatment through the app.
      </p>
      <p>
        If the patient is under 18, a parent or lawful guardian gives consent on their behalf, and
        we do not track them or use their data for anything but their treatment.
      </p>

      <h2>Who sees your data</h2>
      <ul>
        <li>Your orthodontist and the clinic staff who look after your treatment.</li>
        <li>
          Service providers who work for us under contract and only on our instructions: the company
          that hosts our servers, WhatsApp (Meta) to deliver sign-in codes, and the push service of
          your phone’s maker (Google, Apple or Mozilla) to deliver reminders. A reminder carries no
          health data beyond an aligner number.
        </li>
        <li>Authorities, only where a law requires it.</li>
      </ul>
      <p>
        Your data travels encrypted, only signed-in clinic staff can open it, and every change they
        make to your record is logged. If a breach ever affects your data, we will tell you and the
        Data Protection Board of India.
      </p>

      <h2>Your rights, and how to use them</h2>
      <ul>
        <li>
          <strong>A copy of your data.</strong> Choose “Download my data” on your dashboard: you get
          everything we hold about you, your photos included, in one file at once.
        </li>
        <li>
          <strong>Correction.</strong> If something is wrong, tell the clinic and we will correct
          it.
        </li>
        <li>
          <strong>Erasure.</strong> Choose “Ask to erase my data” on your dashboard, or write to us.
          We erase everything about you, unless a law requires us to keep part of it; if so, we tell
          you what and why.
        </li>
        <li>
          <strong>Nominate someone</strong> to use these rights for you if you die or cannot act
          yourself: write to us with their name and contact.
        </li>
        <li>
          <strong>A grievance.</strong> Write to our Data Protection Officer first. If you are not
          satisfied with our answer, you may complain to the Data Protection Board of India.
        </li>
      </ul>
      <p>
        We answer every request within 30 days. We may ask you to confirm who you are before we act,
        so that no one else can obtain or erase your data.
      </p>

      <h2>Contact</h2>
      <p>
        Data Protection Officer, {BRAND}, {CLINIC_CONTACT.address}.
        <br />
        Email: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> · Phone:{' '}
        <a href={`tel:${CLINIC_CONTACT.phone.replace(/\s/g, '')}`}>{CLINIC_CONTACT.phone}</a>
      </p>

      <h2>Changes to this notice</h2>
      <p>
        When this notice changes in substance, it gets a new version and the app asks you to read
        and agree to it again. Earlier versions are available from us on request.
      </p>
    </article>
  );
}
