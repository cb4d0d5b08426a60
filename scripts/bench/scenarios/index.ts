// Every scenario `npm run bench -- <name>` knows. Add one file per scenario and list it here.
import { health } from './health';
import type { Scenario } from './types';

export type { Scenario, ScenarioContext } from './types';

export const scenarios: Record<string, Scenario> = {
  [health.name]: health,
};
