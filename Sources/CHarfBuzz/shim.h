// HarfBuzz, the OpenType shaping engine (Debian's libharfbuzz-dev): AnimViews measures Text with
// it, so that a font's advances and its GPOS kerning count as CoreText counts them on Apple's
// platforms. HarfBuzz reads the font file itself (hb_blob_create_from_file_or_fail); no FreeType.
// Only its types come from here: the functions are looked up in libharfbuzz.so.0 when text is
// first measured (AnimViews/Text/HarfBuzz.swift), so the module links nothing and `anim` starts
// without loading HarfBuzz and the seven libraries it needs.
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
