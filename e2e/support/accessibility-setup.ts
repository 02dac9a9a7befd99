import { afterEach } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility';

// Every test fails on the serious or critical axe violations of the pages it drove (support/accessibility.ts).
afterEach(expectNoAccessibilityViolations);
