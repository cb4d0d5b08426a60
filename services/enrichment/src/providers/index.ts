import type { EnrichmentConfig } from '@trusthive/platform';
import { CompanyRegistry } from './company-registry';
import { EmailLookup } from './email-lookup';
import { GooglePlaces } from './google-places';
import { GstNetwork } from './gst-network';
import { HttpClient } from './http';
import { LogoApi } from './logo';
import { RatingApi } from './rating';

export interface Providers {
  places: GooglePlaces;
  logo: LogoApi;
  rating: RatingApi;
  email: EmailLookup;
  gst: GstNetwork;
  registry: CompanyRegistry;
  close(): Promise<void>;
}

/** Every provider from config; one with no key is built but reports `enabled: false`. */
export function createProviders(config: EnrichmentConfig, maxBytes?: number): Providers {
  const http = new HttpClient({ timeoutMs: config.timeoutMs, ...(maxBytes ? { maxBytes } : {}) });
  return {
    places: new GooglePlaces(config.providers.places, http),
    logo: new LogoApi(config.providers.logo, http),
    rating: new RatingApi(config.providers.rating, http),
    email: new EmailLookup(config.providers.email, http),
    gst: new GstNetwork(config.providers.gst, http),
    registry: new CompanyRegistry(config.providers.registry, http),
    close: () => http.close(),
  };
}
