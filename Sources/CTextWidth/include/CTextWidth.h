#ifndef C_TEXT_WIDTH_H
#define C_TEXT_WIDTH_H

#include <stdint.h>

/// Columns a terminal gives the scalar: 0, 1 or 2; -1 for a control character.
/// Uses the C library's wcwidth under a UTF-8 locale, whatever the process locale is.
int kl_text_scalar_width(uint32_t scalar);

#endif
