// HarfBuzz, the OpenType shaping engine (Debian's libharfbuzz-dev): AnimViews measures Text with
// it, so that a font's advances and its GPOS kerning count as CoreText counts them on Apple's
// platforms. HarfBuzz reads the font file itself (hb_blob_create_from_file_or_fail); no FreeType.
#include <hb.h>
#include <hb-ot.h>
