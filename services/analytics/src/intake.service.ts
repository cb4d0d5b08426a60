import {
  ANALYTICS_MESSAGES,
  MAX_USER_AGENT_LENGTH,
  keepableSearchTerm,
  type SearchEventBody,
  type profileViewBodySchema,
  type viewDurationBodySchema,
  type websiteClickBodySchema,
} from '@trusthive/contracts';
import {
  BadRequestError,
  DependencyUnavailableError,
  type AnalyticsEventQueue,
} from '@trusthive/platform';
import type { z } from 'zod';
import type { CompanyDirectory } from './company-directory';
import { truncateIp } from '@trusthive/platform';

// Turns an accepted request into a queued event: the client's fields, plus what the server
// knows better than the page: the caller's address (through the gateway's X-Forwarded-For,
// truncated here, before it goes anywhere), its user agent and the time. Nothing is stored
// here; the worker writes the rows.

/** What the request says about its sender. */
export interface RequestContext {
  ip: string | undefined;
  userAgent: string | undefined;
  /** The signed-in user; there are no sessions yet, so always null for now. */
  userId: string | null;
}

type ProfileView = z.output<typeof profileViewBodySchema>;
type ViewDuration = z.output<typeof viewDurationBodySchema>;
type WebsiteClick = z.output<typeof websiteClickBodySchema>;

export interface EventIntake {
  search(body: SearchEventBody, context: RequestContext): Promise<void>;
  profileView(body: ProfileView, context: RequestContext): Promise<void>;
  viewDuration(body: ViewDuration, context: RequestContext): Promise<void>;
  websiteClick(body: WebsiteClick, context: RequestContext): Promise<void>;
}

const userAgentOf = (value: string | null | undefined) =>
  value ? value.slice(0, MAX_USER_AGENT_LENGTH) : null;

export function createEventIntake(
  queue: AnalyticsEventQueue,
  companies: CompanyDirectory,
): EventIntake {
  async function requireCompany(id: number): Promise<void> {
    let found: boolean;
    try {
      found = await companies.exists(id);
    } catch (cause) {
      throw Object.assign(new DependencyUnavailableError('Analytics'), { cause });
    }
    if (!found)
      throw new BadRequestError('Invalid Request', ANALYTICS_MESSAGES.unknownCompany, 'companyId');
  }

  return {
    async search(body, context) {
      await queue.record({
        kind: 'search',
        // A GSTIN or PAN typed whole is kept masked, as the search service keeps it (issue 40).
        searchTerm: keepableSearchTerm(body.searchTerm),
        searchType: body.searchType,
        resultsCount: body.resultsCount,
        userId: context.userId,
        userAgent: userAgentOf(context.userAgent),
      });
    },

    async profileView(body, context) {
      await requireCompany(body.companyId);
      await queue.record({
        kind: 'profile-view',
        companyId: body.companyId,
        viewDuration: null,
        referrer: body.referrer,
        ipAddress: truncateIp(context.ip),
        userId: context.userId,
        userAgent: userAgentOf(context.userAgent),
      });
    },

    async viewDuration(body, context) {
      await requireCompany(body.companyId);
      await queue.record({
        kind: 'profile-view',
        companyId: body.companyId,
        viewDuration: body.viewDuration,
        referrer: body.referrer,
        ipAddress: truncateIp(context.ip),
        userId: context.userId,
        userAgent: userAgentOf(context.userAgent || body.userAgent),
      });
    },

    async websiteClick(body, context) {
      await requireCompany(body.companyId);
      await queue.record({
        kind: 'website-click',
        companyId: body.companyId,
        websiteUrl: body.websiteUrl,
        referrer: body.referrer,
        ipAddress: truncateIp(context.ip),
        userId: context.userId,
        userAgent: userAgentOf(context.userAgent),
      });
    },
  };
}
