export { buildApp } from './app';
