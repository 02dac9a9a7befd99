import { zonedClock } from '../company-clock';

// Test fixture: the clock of a Sao Paulo company, the zone most tests' worked examples are written in.
export const SP = zonedClock('America/Sao_Paulo');
