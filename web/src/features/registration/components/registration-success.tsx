import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t, type MessageId } from '../../../i18n';

const NEXT_STEPS: readonly MessageId[] = [
  'register.success.next1',
  'register.success.next2',
  'register.success.next3',
  'register.success.next4',
];

/** Step 5 (spec §2): shown only after a successful submit. */
export function RegistrationSuccess({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section className="register-success" aria-labelledby="register-success-title">
      <span className="register-success__icon" aria-hidden="true">
        ✓
      </span>
      <h2 id="register-success-title" ref={headingRef} tabIndex={-1}>
        {t('register.messages.successfulTitle')}
      </h2>
      <p>{t('register.messages.successful')}</p>
      <h3 className="register-success__next-title">{t('register.success.nextTitle')}</h3>
      <ol className="register-success__next">
        {NEXT_STEPS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ol>
      <Link className="button button--primary" to={paths.home.getHref()}>
        {t('register.success.home')}
      </Link>
    </section>
  );
}
