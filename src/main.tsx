import { getConfig } from './config/loadConfig';
import { startTagManager } from './lib/analytics';
import { startApp } from './startApp';

// Read (and warn about) config.js before anything renders.
const config = getConfig();
document.title = config.brandName;
startTagManager(config.gtmId);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startApp(container);
