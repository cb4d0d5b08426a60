import { createRedis, listenUntilStopped, readConfigOrExit } from '@trusthive/platform';
import { buildGateway } from './app';

// The gateway process: the same start and stop as every service (runService), around its own
// app, which takes Redis (its rate limits and read budget) but no database of its own.
const config = readConfigOrExit();
const redis = createRedis(config.redis.url, 'producer', 'gateway');
const app = await buildGateway({ config, redis });
app.addHook('onClose', async () => redis.disconnect());
await listenUntilStopped(app, { port: config.gateway.port, host: config.host });
