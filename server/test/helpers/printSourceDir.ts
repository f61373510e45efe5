// An entry for serverEntry's test: prints where the server looks for the files shipped beside it.
import { SERVER_SOURCE_DIR } from '../../src/serverSourceDir';

process.stdout.write(SERVER_SOURCE_DIR);
