import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SHUT_DOWN_FIELD_LABEL as LABEL } from '@colabora/core/dismissal/shut-down-data';
import { isCalendarDay } from '@colabora/core/ground/calendar-day';
import { RadioField, YES_NO } from '@/components/form/radio-field';
import { formatDate } from '@/lib/format-date';
import type { ShutDownValues } from './shut-down-values';
import { SHUT_DOWN_TEXT } from './shut-down-texts';

/**
 * An experience contract still running (CLT arts. 479–481): whether it already provides the extension (once the
 * first term has passed it does) and whether it has art. 481's clause, which decide the notice and the indemnity.
 */
export function ExperienceQuestions({ values, readOnly }: { values: ShutDownValues; readOnly: boolean }) {
  const experience = values.experience;
  if (!experience) return null;
  const pastFirstTerm = isCalendarDay(values.resignationDate) && values.resignationDate > experience.endOfFirstPeriod;
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3">
          {SHUT_DOWN_TEXT.experienceTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {SHUT_DOWN_TEXT.experienceTerms(formatDate(experience.endOfFirstPeriod) ?? '', formatDate(experience.endOfSecondPeriod) ?? '')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RadioField name="experience.extended" label={LABEL.experienceExtended} options={YES_NO} disabled={readOnly || pastFirstTerm} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RadioField name="experience.reciprocalClause" label={LABEL.experienceReciprocalClause} options={YES_NO} disabled={readOnly} />
      </Grid>
    </Grid>
  );
}
