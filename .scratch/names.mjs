import * as fontkit from "fontkit";
for (const f of ["DejaVuSerifCondensed","DejaVuSerifCondensed-Bold","DejaVuSerifCondensed-Italic"]) {
  const font = fontkit.openSync(`node_modules/dejavu-fonts-ttf/ttf/${f}.ttf`);
  console.log(f, font.familyName, "|", font.subfamilyName, "|", font.fullName, font.postscriptName, font.unitsPerEm, font.ascent, font.descent, font.capHeight, font.xHeight);
}
