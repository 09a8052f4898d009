// Bedrooms: 1 Altbau bedroom, 2 new-build bedroom in the morning, 3 warm evening bedroom.
#switch (Variant)
  #case (1)
    #declare Altbau = 1; #declare RoomW = 5; #declare RoomD = 5.5; #declare RoomH = 3.4; #declare WinN = 1;
    #declare SunAz = -55; #declare SunEl = 30; #declare WallC = <0.88, 0.88, 0.85>;
    #declare LinenC = <0.92, 0.91, 0.88>; #declare ThrowC = <0.62, 0.64, 0.6>;
  #break
  #case (2)
    #declare RoomW = 4.6; #declare RoomD = 5; #declare RoomH = 2.65; #declare WinN = 1; #declare PlankFloor = 1;
    #declare SunAz = -120; #declare SunEl = 22; #declare WallC = <0.92, 0.91, 0.88>; #declare FloorTone = 1.1;
    #declare LinenC = <0.94, 0.93, 0.9>; #declare ThrowC = <0.72, 0.66, 0.58>;
  #break
  #else
    #declare RoomW = 4.8; #declare RoomD = 5.2; #declare RoomH = 2.7; #declare WinN = 1; #declare PlankFloor = 1;
    #declare SunAz = -35; #declare SunEl = 14; #declare SunC = <1, 0.8, 0.6>; #declare WallC = <0.8, 0.78, 0.74>;
    #declare FloorTone = 0.8; #declare LinenC = <0.9, 0.88, 0.84>; #declare ThrowC = <0.46, 0.48, 0.5>;
#end
#declare WinZOff = 0;
#include "room.inc"
#if (Altbau) Cornice() #end

// bed against the back wall
union { Bed(1.8, 2.1, LinenC, ThrowC, 0.95) translate <RoomW * 0.5, 0, RoomD - 0.02> }
union { Nightstand(0.95) translate <RoomW * 0.5 - 1.25, 0, RoomD - 0.02> }
union { Nightstand(0.95) translate <RoomW * 0.5 + 1.25, 0, RoomD - 0.02> }
union { Art(1.2, 0.8, <0.86, 0.84, 0.8>, <0.7, 0.68, 0.62>, <Variant, 2, 3>) translate <RoomW * 0.5, 1.75, RoomD - 0.01> }
union { Rug(2.4, 1.4, <0.8, 0.78, 0.74>) translate <RoomW * 0.5, 0, RoomD - 2.3> }
#switch (Variant)
  #case (1) camera { right x * image_width / image_height location <RoomW - 0.35, 1.55, 0.3> look_at <RoomW * 0.42, 1.1, RoomD> angle 72 CamMove(<RoomW * 0.42, 1.1, RoomD>, 10, 0.6) } #break
  #case (2) camera { right x * image_width / image_height location <RoomW * 0.25, 1.4, 0.25> look_at <RoomW * 0.6, 0.9, RoomD> angle 70 CamMove(<RoomW * 0.6, 0.9, RoomD>, 10, 0.6) } #break
  #else camera { right x * image_width / image_height location <RoomW - 0.3, 1.3, 1.2> look_at <RoomW * 0.3, 0.8, RoomD - 0.5> angle 70 CamMove(<RoomW * 0.3, 0.8, RoomD - 0.5>, 10, 0.6) }
#end
#if (Variant = 2)
  union { Plant(1.3, 21) translate <RoomW - 0.5, 0, RoomD - 0.5> }
#end
