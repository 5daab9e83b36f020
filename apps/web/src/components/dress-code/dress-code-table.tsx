import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DRESS_CODE, DRESS_CODE_CLASS_GROUPS, DRESS_CODE_NOTES } from './dress-code';

/** The School Dress Code: a table by weekday group and boy/girl for Classes I-X and XI-XII, with notes. */
export function DressCodeTable() {
  return (
    <Box data-testid="dress-code">
      {/* Scrolls sideways on a phone: focusable and named so keyboard users can scroll it too. */}
      <TableContainer
        component={Paper}
        tabIndex={0}
        role="region"
        aria-label="School Dress Code table"
        sx={{ overflowX: 'auto' }}
      >
        <Table aria-label="School Dress Code" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow
              sx={{ '& th': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 } }}
            >
              <TableCell component="th" scope="col">
                Days
              </TableCell>
              <TableCell component="th" scope="col">
                Boys / Girls
              </TableCell>
              {DRESS_CODE_CLASS_GROUPS.map((group) => (
                <TableCell key={group} component="th" scope="col">
                  {group}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {DRESS_CODE.map((row, i) => {
              const firstOfGroup = i === 0 || DRESS_CODE[i - 1]!.days !== row.days;
              const span = DRESS_CODE.filter((r) => r.days === row.days).length;
              return (
                <TableRow key={`${row.days}-${row.wearer}`} sx={{ verticalAlign: 'top' }}>
                  {firstOfGroup && (
                    <TableCell
                      component="th"
                      scope="rowgroup"
                      rowSpan={span}
                      sx={{ fontWeight: 700, width: 200 }}
                    >
                      {row.days}
                    </TableCell>
                  )}
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {row.wearer}
                  </TableCell>
                  <TableCell>{row.juniors}</TableCell>
                  <TableCell>{row.seniors}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box component="ul" sx={{ mt: 2, pl: 2.5 }}>
        {DRESS_CODE_NOTES.map((note) => (
          <Typography component="li" variant="body2" color="text.secondary" key={note} sx={{ mb: 0.5 }}>
            {note}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
