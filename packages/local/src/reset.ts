import { rmSync } from 'node:fs';
import { DATA_DIR } from './paths';

// `npm run reset`: wipes local data (tables, files, signing secret); the next `npm start` seeds again.
rmSync(DATA_DIR, { recursive: true, force: true });
console.log(`Dados locais apagados (${DATA_DIR}).`);
