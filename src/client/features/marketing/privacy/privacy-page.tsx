import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND, CLINIC_CONTACT, PRIVACY_NOTICE_VERSION } from '../../../../shared/constants';
import { formatDate } from '../../../../shared/display-dates';
import classes from './privacy.module.css';

/** Where a patient sends a request about their data, and a grievance. */
const PRIVACY_EMAIL = 'privacy@tapalign.example';

/** The day this version took effect, as the page's language writes a date. */
const effectiveDate = (language: string) => formatDate(PRIVACY_NOTICE_VERSION, language);

const COLLECTED = [
  {
    what: msg`Your name, mobile number, email address, date of birth and gender`,
    why: msg`To know who you are, sign you in, and contact you about your treatment`,
    kept: msg`While you are our patient, then 3 years after your treatment ends`,
  },
  {
    what: msg`Your treatment plan: start date, number of aligners, weeks per aligner, pauses, the link to your 3D plan`,
    why: msg`To plan your treatment and tell you when to change aligners`,
    kept: msg`As above`,
  },
  {
    what: msg`What you record in the app: aligner changes (the NFC tap), when you take your aligners out and put them back in, issues you raise`,
    why: msg`To follow how the treatment is going and act early when something is wrong`,
    kept: msg`As above`,
  },
  {
    what: msg`Photo check-ins: photos of your teeth and aligners, your notes, and the clinic’s replies`,
    why: msg`So your orthodontist can check your progress between visits`,
    kept: msg`As above. Location and camera details are removed from every photo when it arrives`,
  },
  {
    what: msg`Your devices: reminder subscriptions, passkeys (their names, never your fingerprint or face), signed-in sessions`,
    why: msg`To send the reminders you asked for and keep your account secure`,
    kept: msg`Sessions: until you sign out or 30 days after last use. The rest: until you remove them`,
  },
  {
    what: msg`A record of sign-ins and of changes to your record (who, what, when), and each time you agreed to this notice`,
    why: msg`Security, and to show that we handle your data as the law requires`,
    kept: msg`3 years. After an erasure it keeps no name, number or email`,
  },
];

/**
 * The privacy notice (India's Digital Personal Data Protection Act, 2023): what the clinic
 * collects, why, how long it keeps it, who sees it, and the patient's rights and how to use
 * them. Its version is PRIVACY_NOTICE_VERSION: a change in substance needs a new version, and
 * every patient is then asked to agree again.
 */
export function PrivacyPage() {
  const { i18n, t } = useLingui();
  const version = PRIVACY_NOTICE_VERSION;
  const effective = effectiveDate(i18n.locale);
  const address = CLINIC_CONTACT.address;
  const email = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;
  const phone = (
    <a href={`tel:${CLINIC_CONTACT.phone.replace(/\s/g, '')}`}>{CLINIC_CONTACT.phone}</a>
  );
  return (
    <article className={classes.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title" className={classes.title}>
        <Trans>Privacy notice</Trans>
      </h1>
      <p className={classes.meta}>
        <Trans>
          Version {version}, in effect from {effective}.
        </Trans>
      </p>
      <p>
        <Trans>
          {BRAND} is an orthodontic clinic at {address}. We are the Data Fiduciary for the personal
          data you share with us: we decide why and how it is used, and we answer for it under
          India’s Digital Personal Data Protection Act, 2023 (the DPDP Act). This notice says, in
          plain words, what we collect, why, how long we keep it, who sees it, and what you can ask
          of us.
        </Trans>
      </p>

      <h2>
        <Trans>What we collect, why, and for how long</Trans>
      </h2>
      <p>
        <Trans>
          We collect only what your treatment needs. Your health data is never used for advertising
          and never sold.
        </Trans>
      </p>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{t`What`}</th>
            <th scope="col">{t`Why`}</th>
            <th scope="col">{t`How long`}</th>
          </tr>
        </thead>
        <tbody>
          {COLLECTED.map((row, index) => (
            <tr key={index}>
              <td>{i18n._(row.what)}</td>
              <td>{i18n._(row.why)}</td>
              <td>{i18n._(row.kept)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Trans>
          Medical records are kept for 3 years after treatment, as the rules for doctors in India
          require. Short-lived data is deleted automatically: one-time sign-in codes after 10
          minutes, WhatsApp messages once sent, sign-in limits when they run out.
        </Trans>
      </p>
      <p>
        <Trans>
          If you write to us through the contact form or join our newsletter, we keep your message
          or email address until you ask us to delete it, and use it only to answer you or send the
          newsletter.
        </Trans>
      </p>

      <h2>
        <Trans>Your consent</Trans>
      </h2>
      <p>
        <Trans>
          We use your data on the basis of your consent, which you give in the app by choosing “I
          agree” after reading this notice, and for the treatment you have asked us to provide. You
          may withdraw your consent at any time, as easily as you gave it, by asking us to erase
          your data (see below). Withdrawing does not affect what was done before, but we can no
          longer follow your treatment through the app.
        </Trans>
      </p>
      <p>
        <Trans>
          If the patient is under 18, a parent or lawful guardian gives consent on their behalf, and
          we do not track them or use their data for anything but their treatment.
        </Trans>
      </p>

      <h2>
        <Trans>Who sees your data</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Your orthodontist and the clinic staff who look after your treatment.</Trans>
        </li>
        <li>
          <Trans>
            Service providers who work for us under contract and only on our instructions: the
            company that hosts our servers, WhatsApp (Meta) to deliver sign-in codes, and the push
            service of your phone’s maker (Google, Apple or Mozilla) to deliver reminders. A
            reminder carries no health data beyond an aligner number.
          </Trans>
        </li>
        <li>
          <Trans>Authorities, only where a law requires it.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Your data travels encrypted, only signed-in clinic staff can open it, and every change
          they make to your record is logged. If a breach ever affects your data, we will tell you
          and the Data Protection Board of India.
        </Trans>
      </p>

      <h2>
        <Trans>Your rights, and how to use them</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>A copy of your data.</strong> Choose “Download my data” on your dashboard: you
            get everything we hold about you, your photos included, in one file at once.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Correction.</strong> If something is wrong, tell the clinic and we will correct
            it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Erasure.</strong> Choose “Ask to erase my data” on your dashboard, or write to
            us. We erase everything about you, unless a law requires us to keep part of it; if so,
            we tell you what and why.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Nominate someone</strong> to use these rights for you if you die or cannot act
            yourself: write to us with their name and contact.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A grievance.</strong> Write to our Data Protection Officer first. If you are not
            satisfied with our answer, you may complain to the Data Protection Board of India.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We answer every request within 30 days. We may ask you to confirm who you are before we
          act, so that no one else can obtain or erase your data.
        </Trans>
      </p>

      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Data Protection Officer, {BRAND}, {address}.
          <br />
          Email: {email} · Phone: {phone}
        </Trans>
      </p>

      <h2>
        <Trans>Changes to this notice</Trans>
      </h2>
      <p>
        <Trans>
          When this notice changes in substance, it gets a new version and the app asks you to read
          and agree to it again. Earlier versions are available from us on request.
        </Trans>
      </p>
    </article>
  );
}
