import { ENTITY_TYPES_FALLBACK, type EntityType } from '@trusthive/contracts';
import { entityTypes } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import { listEntityTypes } from '../shared/repositories/submissions.repository';

/** GET /api/entity-types (spec §7): ordered, de-duplicated, the fallback list on error. */
export async function entityTypesRoutes(app: Server, { db }: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(entityTypes),
    handler: async (request) => {
      try {
        const types = dedupe(await listEntityTypes(db));
        return { entityTypes: types.length > 0 ? types : [...ENTITY_TYPES_FALLBACK] };
      } catch (error) {
        request.log.warn({ err: error }, 'entity types unreadable; answering the fallback list');
        return { entityTypes: [...ENTITY_TYPES_FALLBACK] };
      }
    },
  });
}

/** The first of each name, compared without case or surrounding spaces. */
export function dedupe(types: EntityType[]): EntityType[] {
  const seen = new Set<string>();
  return types.filter((type) => {
    const name = type.entityType.trim().toLowerCase();
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}
