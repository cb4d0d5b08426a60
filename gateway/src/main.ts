import closeWithGrace from 'close-with-grace';
import { createRedis, readConfigOrExit } from '@trusthive/platform';
import { buildGateway } from './app';

const config = readConfigOrExit();
const redis = createRedis(config.redis.url, 'producer', 'gateway');
const app = await buildGateway({ config, redis });
app.addHook('onClose', async () => redis.disconnect());
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'stopping after an error');
  await app.close();
});
await app.listen({ port: config.gateway.port, host: config.host });
