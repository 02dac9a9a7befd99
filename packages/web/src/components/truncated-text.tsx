import Tooltip from '@mui/material/Tooltip';

/** Long names end in an ellipsis and show whole in a tooltip (spec 001 §9: 35 characters). */
export function TruncatedText({ text, max = 35 }: { text: string; max?: number }) {
  if (text.length <= max) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span>{`${text.slice(0, max).trimEnd()}…`}</span>
    </Tooltip>
  );
}
