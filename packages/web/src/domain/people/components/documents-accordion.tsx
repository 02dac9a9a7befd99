import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { documentGroups } from './documents-info';
import { InfoGrid } from './info-grid';

type Data = NonNullable<CollaboratorDetail['documents']>;

/** The personal documents as an accordion: CPF, PIS, RG, Título de eleitor, Reservista (002 §2.7), read-only. */
export function DocumentsAccordion({ userId, data }: { userId: string; data: Data }) {
  return (
    <div>
      {documentGroups(userId, data).map((group) => (
        <Accordion key={group.title} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span" variant="subtitle2">
              {group.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <InfoGrid items={group.items} />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
