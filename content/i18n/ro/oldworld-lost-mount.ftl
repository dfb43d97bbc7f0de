### oldworld / lost-mount: nume, în română. „Lost Mount” rămâne nume propriu, ca în ghidul Jocului de aventură.

# source-hash: 6e3db076
oldworld__mount__lost-mount__name = Lost Mount
