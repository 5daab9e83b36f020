import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Fab } from '@mui/material';
import { phoneDigits } from '../../lib/formatters';
import { usePublicContact } from '../layout/get-public-contact';

export function whatsAppLink(number: string | null | undefined): string | null {
  const digits = phoneDigits(number);
  return digits ? `https://wa.me/${digits}` : null;
}

/** Floating button that opens a WhatsApp chat with the school (number from the contact data). */
export function WhatsAppButton() {
  const { data: contact } = usePublicContact();
  const href = whatsAppLink(contact?.whatsapp || contact?.phone);
  if (!href) return null;
  return (
    <Fab
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 24 },
        bottom: { xs: 16, md: 24 },
        zIndex: 1100,
        bgcolor: '#25D366',
        color: '#fff',
        '&:hover': { bgcolor: '#1ebe57' },
      }}
    >
      <WhatsAppIcon fontSize="large" />
    </Fab>
  );
}
