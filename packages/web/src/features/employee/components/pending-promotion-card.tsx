import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirmPromotionSchema } from '@colabora/core/promotion/schema';
import { Form, Formik } from 'formik';
import { BusyButton } from '@/components/dialogs/busy-button';
import { AgreementField } from '@/components/form/agreement-field';
import { PromotionComparison } from '@/domain/promotion/components/promotion-comparison';
import { zodValidate } from '@/lib/zod-formik';
import { useConfirmPromotion } from '../api/confirm-promotion';
import { usePendingPromotion } from '../api/get-pending-promotion';

const validate = zodValidate<{ agreed: boolean }>(confirmPromotionSchema);

/**
 * The promotion waiting for the person (001 'Employee self-service', §4): what changes, the agreement and
 * CONFIRMAR. Nothing shows while none waits; once confirmed the card goes away.
 */
export function PendingPromotionCard({ userId }: { userId: string }) {
  const promotion = usePendingPromotion(userId);
  const confirm = useConfirmPromotion(userId);
  const pending = promotion.data;
  if (!pending || pending.status !== 'PENDING') return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="pending-promotion-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="pending-promotion-title" variant="h6" component="h2">
            Você foi promovido!
          </Typography>
          <Typography variant="body2">
            Confira as informações da sua promoção. Elas passam a valer quando você confirmar.
          </Typography>
          <PromotionComparison promotion={pending} label="Sua promoção" />
          <Formik
            initialValues={{ agreed: false }}
            validate={validate}
            onSubmit={async () => {
              // The notice says why it failed; the card stays for another try.
              await confirm.mutateAsync(pending._id).catch(() => undefined);
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label="Confirmar promoção">
                <Stack spacing={1.5} alignItems="flex-start">
                  <AgreementField name="agreed" label="Concordo com as informações da minha promoção." />
                  <BusyButton type="submit" busy={isSubmitting}>
                    CONFIRMAR
                  </BusyButton>
                </Stack>
              </Form>
            )}
          </Formik>
        </Stack>
      </CardContent>
    </Card>
  );
}
