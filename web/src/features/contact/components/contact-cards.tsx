import { env } from '../../../config/env';

// Spec §2 "Contact" and §9: the hours and the e-mail reply time.
export const SUPPORT_HOURS = 'Mon-Fri 9:00 AM to 6:00 PM';
export const EMAIL_REPLY_TIME = 'within 24 hours';

/** The phone and e-mail cards; the numbers come from the build's configuration. */
export function ContactCards() {
  return (
    <ul className="contact-cards" aria-label="Ways to reach us">
      <li className="contact-card">
        <span className="contact-card__icon" aria-hidden="true">
          ☎
        </span>
        <h2 className="contact-card__title">Phone</h2>
        <a className="contact-card__value" href={env.supportPhoneHref}>
          {env.supportPhone}
        </a>
        <p className="contact-card__note">{SUPPORT_HOURS}</p>
      </li>
      <li className="contact-card">
        <span className="contact-card__icon" aria-hidden="true">
          ✉
        </span>
        <h2 className="contact-card__title">Email</h2>
        <a className="contact-card__value" href={`mailto:${env.supportEmail}`}>
          {env.supportEmail}
        </a>
        <p className="contact-card__note">We reply to every e-mail {EMAIL_REPLY_TIME}.</p>
      </li>
    </ul>
  );
}
