import { t } from '../../../i18n';
import { siteContact, telHref } from '../../../lib/site-contact';

/**
 * The phone and e-mail cards, each only when the deployment configured it (issue 36): never a
 * placeholder number. Without either, the form below is the way to reach us. Spec §2 "Contact"
 * and §9: the hours and the e-mail reply time.
 */
export function ContactCards() {
  const { phone, email } = siteContact();
  if (!phone && !email) return null;
  return (
    <ul className="contact-cards" aria-label={t('forms.contact.cards.label')}>
      {phone ? (
        <li className="contact-card">
          <span className="contact-card__icon" aria-hidden="true">
            ☎
          </span>
          <h2 className="contact-card__title">{t('forms.contact.cards.phone')}</h2>
          <a className="contact-card__value" href={telHref(phone)}>
            {phone}
          </a>
          <p className="contact-card__note">{t('forms.contact.cards.hours')}</p>
        </li>
      ) : null}
      {email ? (
        <li className="contact-card">
          <span className="contact-card__icon" aria-hidden="true">
            ✉
          </span>
          <h2 className="contact-card__title">{t('forms.contact.cards.email')}</h2>
          <a className="contact-card__value" href={`mailto:${email}`}>
            {email}
          </a>
          <p className="contact-card__note">{t('forms.contact.cards.emailReply')}</p>
        </li>
      ) : null}
    </ul>
  );
}
