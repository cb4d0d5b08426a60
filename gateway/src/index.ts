export { buildGateway, type GatewayDeps } from './app';
export { PROXY_ROUTES } from './routes';
