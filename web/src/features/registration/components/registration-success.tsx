import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { REGISTRATION_MESSAGES } from '@trusthive/contracts';
import { paths } from '../../../config/paths';

/** Step 5 (spec §2): shown only after a successful submit. */
export function RegistrationSuccess({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section className="register-success" aria-labelledby="register-success-title">
      <span className="register-success__icon" aria-hidden="true">
        ✓
      </span>
      <h2 id="register-success-title" ref={headingRef} tabIndex={-1}>
        {REGISTRATION_MESSAGES.successful.title}
      </h2>
      <p>{REGISTRATION_MESSAGES.successful.message}</p>
      <h3 className="register-success__next-title">What happens next?</h3>
      <ol className="register-success__next">
        <li>Your company registration is pending verification.</li>
        <li>Our team verifies your details within 1-3 business days.</li>
        <li>Once verified, your company profile goes live on TrustHive.</li>
        <li>We e-mail you a link to sign in and manage your company’s profile.</li>
      </ol>
      <Link className="button button--primary" to={paths.home.getHref()}>
        Return to Home
      </Link>
    </section>
  );
}
