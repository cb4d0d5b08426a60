import { runService } from '@trusthive/platform';
import { buildApp } from './app';

await runService('scoring', buildApp);
