import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { stabilityFactText, type StabilityFact } from '@colabora/core/dismissal/stability-facts';

/** Why the person may have stability, from their recorded leaves (issue 20 §4): one line per leave still protecting. */
export function StabilityFactsNotice({ facts }: { facts: readonly StabilityFact[] }) {
  if (facts.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{DISMISSAL_MSG.stabilityFactsTitle}</AlertTitle>
      {facts.map((fact) => (
        <div key={`${fact.kind}-${fact.first}`}>{stabilityFactText(fact)}</div>
      ))}
    </Alert>
  );
}
