import { useId, type FormEvent, type ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** One part of the profile page: a titled region, and a form when it sends something. */
export function ProfileSection({
  title,
  onSubmit,
  danger = false,
  children,
}: {
  title: string;
  onSubmit?(event: FormEvent): void;
  /** Drawn in the error colour (deleting the account). */
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderColor: danger ? 'error.main' : undefined }} component="section" aria-labelledby={titleId}>
      <Stack spacing={2} {...(onSubmit ? { component: 'form', onSubmit, noValidate: true } : {})}>
        <Typography variant="h6" component="h2" id={titleId} color={danger ? 'error' : undefined}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
