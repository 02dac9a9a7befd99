import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { PromotionComparison } from '@/domain/promotion/components/promotion-comparison';
import { formatDate } from '@/lib/format-date';
import { useCancelPromotion } from '../../api/cancel-promotion';
import { usePromotion } from '../../api/get-promotion';
import { PENDING_PROMOTION_TEXT } from './pending-promotion-texts';

/**
 * The promotion waiting for the person's confirmation, as HR sees it on the collaborator detail (issue 20 §4):
 * what changes and CANCELAR PROMOÇÃO, which asks first. Nothing shows while none waits.
 */
export function PendingPromotionCard({ userId, fullName }: { userId: string; fullName: string }) {
  const titleId = useId();
  const promotion = usePromotion(userId);
  const cancel = useCancelPromotion(userId);
  const [asking, setAsking] = useState(false);
  const pending = promotion.data;
  if (!pending || pending.status !== 'PENDING') return null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 3, mb: 3 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600}>
          {PENDING_PROMOTION_TEXT.title}
        </Typography>
        <Typography variant="body2">{PENDING_PROMOTION_TEXT.explanation(fullName, formatDate(pending.createdAt) ?? '')}</Typography>
        <PromotionComparison promotion={pending} label={PENDING_PROMOTION_TEXT.comparison} />
        <Stack direction="row" justifyContent="flex-end">
          <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
            {PENDING_PROMOTION_TEXT.cancel}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={PENDING_PROMOTION_TEXT.cancelTitle}
        message={PENDING_PROMOTION_TEXT.cancelQuestion(fullName)}
        confirmLabel={PENDING_PROMOTION_TEXT.cancelConfirm}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(pending._id, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
