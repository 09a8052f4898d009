// Living rooms: 1-2 Altbau salon (herringbone, stucco, double door), 3-4 new-build living room,
// 5-6 empty Altbau rooms as handed over (altbau listings).
#switch (Variant)
  #case (1)
    #declare Altbau = 1; #declare RoomW = 6.2; #declare RoomD = 7; #declare RoomH = 3.5; #declare DoorX = 3.6; #declare WinN = 3;
    #declare WallC = <0.93, 0.92, 0.89>; #declare SunAz = -70; #declare SunEl = 25;
  #break
  #case (2)
    #declare Altbau = 1; #declare RoomW = 5.6; #declare RoomD = 6.5; #declare RoomH = 3.4; #declare DoorX = 2.6;
    #declare WallC = <0.86, 0.87, 0.84>; #declare SunAz = -40; #declare SunEl = 35; #declare FloorTone = 0.85;
  #break
  #case (3)
    #declare RoomW = 6.5; #declare RoomD = 7.5; #declare RoomH = 2.7; #declare WinN = 2; #declare PlankFloor = 1;
    #declare WallC = <0.93, 0.92, 0.9>; #declare SunAz = -110; #declare SunEl = 20; #declare FloorTone = 1.1;
  #break
  #case (5)
    #declare Altbau = 1; #declare RoomW = 5.8; #declare RoomD = 6.8; #declare RoomH = 3.6; #declare DoorX = 2.9; #declare WinN = 2;
    #declare WallC = <0.95, 0.94, 0.92>; #declare SunAz = -60; #declare SunEl = 22; #declare FloorTone = 1.0;
  #break
  #case (6)
    #declare Altbau = 1; #declare RoomW = 6.4; #declare RoomD = 5.6; #declare RoomH = 3.5; #declare DoorX = 4.6; #declare WinN = 2;
    #declare WallC = <0.93, 0.93, 0.91>; #declare SunAz = -110; #declare SunEl = 18; #declare FloorTone = 0.82;
    #declare SunC = <1, 0.86, 0.7>;
  #break
  #else
    #declare RoomW = 6; #declare RoomD = 7; #declare RoomH = 2.75; #declare WinN = 2; #declare PlankFloor = 1;
    #declare WallC = <0.88, 0.86, 0.82>; #declare SunAz = -30; #declare SunEl = 40; #declare FloorTone = 0.8;
    #declare SunC = <1, 0.88, 0.72>;
#end
#include "room.inc"

#if (Altbau) Cornice() DoubleDoor(DoorX, (Variant = 2 | Variant = 6)) #end

#switch (Variant)
  #case (1)
    camera { right x * image_width / image_height location <5.7, 1.6, 0.2> look_at <2.2, 1.45, 6> angle 74 CamMove(<2.2, 1.45, 6>, 10, 0.6) }
    union { Rug(3, 2.2, <0.8, 0.77, 0.72>) translate <2.6, 0, 3.2> }
    union { Sofa(<0.6, 0.6, 0.58>, 2.4) rotate <0, 90, 0> translate <4.6, 0, 2.0> }
    union { CoffeeTable(1.1, 0.65, 0.95) translate <2.8, 0, 3.2> }
    union { Chair(0.8, <0.78, 0.73, 0.66>) rotate <0, -120, 0> translate <1.3, 0, 4.0> }
    union { FloorLamp(1.55) translate <5.6, 0, 4.7> }
    union { Art(1.0, 1.3, <0.82, 0.8, 0.75>, <0.55, 0.58, 0.6>, <1, 2, 3>) translate <5.7, 1.6, 6.99> }
    union { Plant(1.6, 3) translate <0.6, 0, 6.3> }
  #break
  #case (2)
    camera { right x * image_width / image_height location <5.2, 1.5, 0.35> look_at <1.2, 1.4, 5.5> angle 70 CamMove(<1.2, 1.4, 5.5>, 10, 0.6) }
    union { Rug(2.6, 2, <0.62, 0.6, 0.56>) translate <2.4, 0, 2.8> }
    union { Sofa(<0.74, 0.7, 0.63>, 2.2) rotate <0, -90, 0> translate <4.3, 0, 1.6> }
    union { CoffeeTable(0.9, 0.9, 0.8) translate <2.8, 0, 2.8> }
    union { Bookshelf(1.6, 2.2, 0.75, 4) translate <0.4, 0, 6.18> }
    union { Art(0.8, 1.0, <0.7, 0.66, 0.6>, <0.84, 0.82, 0.78>, <4, 1, 2>) translate <4.4, 1.6, 6.49> }
    union { Plant(1.4, 8) translate <0.6, 0, 1.2> }
  #break
  #case (3)
    camera { right x * image_width / image_height location <6.1, 1.35, 0.3> look_at <2.5, 1.0, 6> angle 72 CamMove(<2.5, 1.0, 6>, 10, 0.6) }
    union { Rug(3.2, 2.4, <0.78, 0.76, 0.72>) translate <3, 0, 3.6> }
    union { Sofa(<0.46, 0.47, 0.47>, 2.6) translate <1.8, 0, 5.4> }
    union { CoffeeTable(1.2, 0.7, 1.0) translate <3.1, 0, 3.7> }
    union { Chair(1.0, <0.8, 0.74, 0.64>) rotate <0, 150, 0> translate <4.7, 0, 3.2> }
    union { Sideboard(2.2, 1.0) translate <3.8, 0, 7.05> }
    union { Art(1.4, 0.9, <0.85, 0.82, 0.76>, <0.6, 0.55, 0.48>, <2, 5, 1>) translate <3.3, 1.55, 7.49> }
    union { FloorLamp(1.5) translate <0.6, 0, 6.9> }
  #break
  #case (5)
    camera { right x * image_width / image_height location <5.4, 1.6, 0.3> look_at <1.6, 1.5, 6.8> angle 74 CamMove(<1.6, 1.5, 6.8>, 10, 0.6) }
  #break
  #case (6)
    camera { right x * image_width / image_height location <6.0, 1.55, 0.3> look_at <2.2, 1.3, 5.6> angle 76 CamMove(<2.2, 1.3, 5.6>, 10, 0.6) }
  #break
  #else
    camera { right x * image_width / image_height location <5.6, 1.4, 0.4> look_at <1.5, 1.0, 5.5> angle 72 CamMove(<1.5, 1.0, 5.5>, 10, 0.6) }
    union { Table(2.0, 0.95, 0.9) translate <2.4, 0, 4.6> }
    #local K = 0;
    #while (K < 3)
      union { Chair(0.9, <0.6, 0.57, 0.52>) translate <1.75 + K * 0.65, 0, 4.0> }
      union { Chair(0.9, <0.6, 0.57, 0.52>) rotate <0, 180, 0> translate <1.75 + K * 0.65, 0, 5.2> }
      #local K = K + 1;
    #end
    Pendant(<2.4, 2.75, 4.6>, 1.0, <0.2, 0.2, 0.19>)
    union { Bookshelf(2.4, 2.3, 0.9, 9) translate <3.4, 0, 6.66> }
    union { Sofa(<0.72, 0.7, 0.66>, 2.3) rotate <0, -90, 0> translate <5.0, 0, 1.2> }
#end
