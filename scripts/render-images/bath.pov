// Bathrooms: 1 light stone with freestanding tub, 2 Altbau bathroom with walk-in shower, 3 warm grey tiles with oak vanity.
#switch (Variant)
  #case (1)
    #declare RoomW = 3.6; #declare RoomD = 4; #declare RoomH = 2.6; #declare WinN = 1; #declare StoneFloor = 1;
    #declare StoneC = <0.78, 0.75, 0.7>; #declare WallC = <0.9, 0.89, 0.86>; #declare SunAz = -70; #declare SunEl = 35;
    #declare TileC = <0.86, 0.85, 0.82>;
  #break
  #case (2)
    #declare Altbau = 1; #declare RoomW = 3.8; #declare RoomD = 4.2; #declare RoomH = 3.3; #declare WinN = 1; #declare StoneFloor = 1;
    #declare StoneC = <0.6, 0.58, 0.55>; #declare WallC = <0.9, 0.9, 0.88>; #declare SunAz = -45; #declare SunEl = 30;
    #declare TileC = <0.92, 0.92, 0.9>;
  #break
  #else
    #declare RoomW = 3.4; #declare RoomD = 3.8; #declare RoomH = 2.6; #declare WinN = 1; #declare StoneFloor = 1;
    #declare StoneC = <0.5, 0.49, 0.47>; #declare WallC = <0.86, 0.84, 0.8>; #declare SunAz = -100; #declare SunEl = 25;
    #declare TileC = <0.66, 0.64, 0.6>;
#end
#declare WinW = 1.0;
#include "room.inc"

// tiled wall behind vanity and tub
box { <0.01, 0, RoomD - 0.02>, <RoomW, (Altbau ? 1.5 : RoomH), RoomD> texture { T_Tiles(TileC, 0.3) rotate <90, 0, 0> } }
box { <RoomW - 0.02, 0, 0>, <RoomW, (Altbau ? 1.5 : RoomH), RoomD> texture { T_Tiles(TileC, 0.3) rotate <0, 0, 90> } }
union { Vanity(1.2, 0.9, <0.9, 0.89, 0.87>) translate <RoomW * 0.62, 0, RoomD - 0.02> }
#if (Variant = 2)
  // walk-in shower instead of a tub: glass screen, rain head, a bench of oak
  box { <0.02, 0.001, RoomD - 1.2>, <1.5, 0.01, RoomD - 0.02> texture { T_Tiles(StoneC * 0.9, 0.15) } }
  box { <1.5, 0, RoomD - 1.25>, <1.51, 2.1, RoomD - 0.02> texture { T_Glass } }
  union {
    cylinder { <0.75, RoomH - 0.5, RoomD - 0.02>, <0.75, RoomH - 0.5, RoomD - 0.45>, 0.012 }
    cylinder { <0.75, RoomH - 0.52, RoomD - 0.45>, <0.75, RoomH - 0.5, RoomD - 0.45>, 0.12 }
    texture { T_Steel }
  }
  box { <0.05, 0.45, RoomD - 0.9>, <0.45, 0.5, RoomD - 0.2> texture { T_Oak(0.9, 77) } }
#else
  union { Bathtub(1.7) translate <1.2, 0, RoomD - 1.3> }
#end
#if (Variant != 2) union { Plant(0.9, 31) translate <0.45, 0, RoomD - 0.4> } #end
#switch (Variant)
  #case (1) camera { right x * image_width / image_height location <RoomW - 0.3, 1.5, 0.25> look_at <RoomW * 0.4, 1.05, RoomD> angle 72 CamMove(<RoomW * 0.4, 1.05, RoomD>, 6, 0.2) } #break
  #case (2) camera { right x * image_width / image_height location <RoomW - 0.4, 1.6, 0.3> look_at <RoomW * 0.55, 1.2, RoomD> angle 66 CamMove(<RoomW * 0.55, 1.2, RoomD>, 6, 0.2) } #break
  #else camera { right x * image_width / image_height location <RoomW - 0.25, 1.25, 0.2> look_at <RoomW * 0.3, 0.95, RoomD> angle 66 CamMove(<RoomW * 0.3, 0.95, RoomD>, 6, 0.2) }
#end
