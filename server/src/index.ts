import { startServer } from './serve';

startServer();
