import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunction } from 'react-router-dom';
import { ContentLayout } from '../../components/layouts/content-layout';
import { entityTypesQueryOptions } from '../../features/registration/api/get-entity-types';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { T } from '../../i18n/trans';
import type { PageMetaFunction } from '../head/page-meta';
import '../../styles/register.css';

/** Starts loading the company types as the route matches, without holding the page back. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    void queryClient.prefetchQuery(entityTypesQueryOptions());
    return null;
  };

export const meta: PageMetaFunction = () => ({
  title: t('register.page.title'),
  description: t('register.page.lead'),
  canonicalPath: paths.register.getHref(),
});

// A product's name, the same in every language.
const script = { script: <span translate="no">JavaScript</span> };

export default function RegisterRoute() {
  return (
    <ContentLayout title={t('register.page.title')} lead={t('register.page.lead')}>
      {/* The server renders the first step; checking and sending it takes the app's script. */}
      <noscript>
        <div className="register-noscript">
          <h2 className="register-noscript__title">
            <T id="register.page.noscriptTitle" values={script} />
          </h2>
          <p>
            <T
              id="register.page.noscriptBody"
              values={script}
              components={{ 0: <Link to={paths.contact.getHref()} /> }}
            />
          </p>
        </div>
      </noscript>
      <RegistrationWizard />
    </ContentLayout>
  );
}
