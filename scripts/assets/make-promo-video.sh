#!/usr/bin/env bash
# Needs ffmpeg and the DejaVu fonts (apt-get install -y ffmpeg fonts-dejavu-core). Run from the repository root:
#   bash scripts/assets/make-promo-video.sh
# Generates public/storage/videos/promo.mp4 (10 s, 960x540, H.264, silent) and promo-poster.jpg.
set -euo pipefail
OUT_DIR="${1:-public/storage/videos}"
mkdir -p "$OUT_DIR"
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
REG=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
W=960; H=540; D=10; SLIDE=2.5; FADE=0.45

# alpha and rise of slide i (0-based); the first slide is fully visible at t=0 so the poster shows it.
alpha() { local a=$1 b=$2 first=$3
  if [ "$first" = 1 ]; then echo "if(lt(t\,$b-$FADE)\,1\,if(lt(t\,$b)\,($b-t)/$FADE\,0))"
  else echo "if(lt(t\,$a)\,0\,if(lt(t\,$a+$FADE)\,(t-$a)/$FADE\,if(lt(t\,$b-$FADE)\,1\,if(lt(t\,$b)\,($b-t)/$FADE\,0))))"; fi; }
rise() { local a=$1 first=$2
  if [ "$first" = 1 ]; then echo "0"; else echo "24*max(0\,1-(t-$a)/$FADE)"; fi; }

slides=(
  "Global registry|300M+|company profiles"
  "Worldwide coverage|200+|countries"
  "Cross-checked from|500+|data sources"
  "Trusted by|10,000+|companies"
)
filters=""
for i in "${!slides[@]}"; do
  IFS='|' read -r kicker value label <<<"${slides[$i]}"
  a=$(awk "BEGIN{print $i*$SLIDE}"); b=$(awk "BEGIN{print ($i+1)*$SLIDE}")
  first=$([ "$i" = 0 ] && echo 1 || echo 0)
  last=$([ "$i" = 3 ] && echo 1 || echo 0)
  # The last slide stays until the end.
  if [ "$last" = 1 ]; then b=$(awk "BEGIN{print $D+1}"); fi
  al=$(alpha "$a" "$b" "$first"); r=$(rise "$a" "$first")
  en="enable='between(t\,$a\,$b)'"
  filters+=",drawtext=fontfile=$BOLD:text='${kicker^^}':fontsize=22:fontcolor=0x93b4ff:x=96:y=180+$r:alpha='$al':$en"
  filters+=",drawtext=fontfile=$BOLD:text='$value':fontsize=104:fontcolor=white:x=90:y=220+$r:alpha='$al':$en"
  filters+=",drawtext=fontfile=$REG:text='$label':fontsize=40:fontcolor=0xdbe6ff:x=96:y=350+$r:alpha='$al':$en"
done

ffmpeg -y -loglevel error \
  -f lavfi -i "color=c=0x0b1b3f:s=${W}x${H}:r=25:d=$D" \
  -f lavfi -i "color=c=0x2563eb:s=${W}x6:r=25:d=$D" \
  -f lavfi -i "color=c=0x13295c:s=380x380:r=25:d=$D" \
  -f lavfi -i "color=c=0x2563eb:s=300x300:r=25:d=$D" \
  -f lavfi -i "color=c=0x2563eb:s=28x28:r=25:d=$D" \
  -filter_complex "\
[2:v]format=yuva420p,geq=lum='lum(X,Y)':cb='cb(X,Y)':cr='cr(X,Y)':a='if(lt(hypot(X-190,Y-190),190),255,0)'[disc];\
[3:v]format=yuva420p,geq=lum='lum(X,Y)':cb='cb(X,Y)':cr='cr(X,Y)':a='if(between(hypot(X-150,Y-150),145,149),200,0)'[ring];\
[4:v]format=yuva420p,geq=lum='lum(X,Y)':cb='cb(X,Y)':cr='cr(X,Y)':a='if(lt(hypot(X-14,Y-14),13),255,0)'[dot];\
[0:v][disc]overlay=x='590+16*sin(t*0.6)':y='80+12*cos(t*0.5)':eval=frame[bg1];\
[bg1][ring]overlay=x=630:y=120[bg2];\
[bg2][dot]overlay=x='780-14+150*cos(t*0.63)':y='270-14+150*sin(t*0.63)':eval=frame[bg3];\
[bg3]drawtext=fontfile=$REG:text='Company data you can trust':fontsize=20:fontcolor=0x8ea3c9:x=96:y=H-70,drawbox=x=96:y=150:w=64:h=6:color=0x2563eb@1:t=fill\
${filters}\
[txt];\
[txt][1:v]overlay=x='-W+W*t/$D':y=H-6:eval=frame,format=yuv420p[v]" \
  -map "[v]" -an -c:v libx264 -preset slow -crf 26 -profile:v high -pix_fmt yuv420p -movflags +faststart "$OUT_DIR/promo.mp4"

ffmpeg -y -loglevel error -i "$OUT_DIR/promo.mp4" -frames:v 1 -q:v 4 "$OUT_DIR/promo-poster.jpg"
ls -l "$OUT_DIR"
