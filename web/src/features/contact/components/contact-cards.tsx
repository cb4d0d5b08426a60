import { siteContact, telHref } from '../../../lib/site-contact';

// Spec §2 "Contact" and §9: the hours and the e-mail reply time.
export const SUPPORT_HOURS = 'Mon-Fri 9:00 AM to 6:00 PM';
export const EMAIL_REPLY_TIME = 'within 24 hours';

/**
 * The phone and e-mail cards, each only when the deployment configured it (issue 36): never a
 * placeholder number. Without either, the form below is the way to reach us.
 */
export function ContactCards() {
  const { phone, email } = siteContact();
  if (!phone && !email) return null;
  return (
    <ul className="contact-cards" aria-label="Ways to reach us">
      {phone ? (
        <li className="contact-card">
          <span className="contact-card__icon" aria-hidden="true">
            ☎
          </span>
          <h2 className="contact-card__title">Phone</h2>
          <a className="contact-card__value" href={telHref(phone)}>
            {phone}
          </a>
          <p className="contact-card__note">{SUPPORT_HOURS}</p>
        </li>
      ) : null}
      {email ? (
        <li className="contact-card">
          <span className="contact-card__icon" aria-hidden="true">
            ✉
          </span>
          <h2 className="contact-card__title">Email</h2>
          <a className="contact-card__value" href={`mailto:${email}`}>
            {email}
          </a>
          <p className="contact-card__note">We reply to every e-mail {EMAIL_REPLY_TIME}.</p>
        </li>
      ) : null}
    </ul>
  );
}
